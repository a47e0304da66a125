import { replaceStringParameters, TranslatableString } from '@rjsf/utils';

// Every text rjsf itself shows or announces (buttons, yes/no, alternative names, file details), in
// Chinese. Keyed by rjsf's enum, so a string added by a new rjsf version fails the typecheck until it is
// translated here. `%1`, `%2` are rjsf's parameters.
const CHINESE: Record<TranslatableString, string> = {
  [TranslatableString.ArrayItemTitle]: '第%1项',
  [TranslatableString.MissingItems]: '缺少列表项的定义',
  [TranslatableString.EmptyArray]: '暂无内容，请点击下方按钮添加',
  [TranslatableString.YesLabel]: '是',
  [TranslatableString.NoLabel]: '否',
  [TranslatableString.CloseLabel]: '关闭',
  [TranslatableString.ErrorsLabel]: '错误',
  [TranslatableString.NewStringDefault]: '',
  [TranslatableString.AddButton]: '添加',
  [TranslatableString.AddItemButton]: '添加一项',
  [TranslatableString.CopyButton]: '复制',
  [TranslatableString.ExpandButton]: '展开下一层',
  [TranslatableString.MoveDownButton]: '下移',
  [TranslatableString.MoveUpButton]: '上移',
  [TranslatableString.RemoveButton]: '删除',
  [TranslatableString.NowLabel]: '现在',
  [TranslatableString.ClearLabel]: '清除',
  [TranslatableString.AriaDateLabel]: '选择日期',
  [TranslatableString.PreviewLabel]: '预览',
  [TranslatableString.DecrementAriaLabel]: '减少 1',
  [TranslatableString.IncrementAriaLabel]: '增加 1',
  [TranslatableString.OptionalObjectAdd]: '填写此项',
  [TranslatableString.OptionalObjectRemove]: '不填此项',
  [TranslatableString.OptionalObjectEmptyMsg]: '此项未填写',
  [TranslatableString.Type]: '类型',
  [TranslatableString.Value]: '内容',
  [TranslatableString.ClearButton]: '清除内容',
  [TranslatableString.UnknownFieldType]: '不支持的字段类型 %1',
  [TranslatableString.OptionPrefix]: '选项%1',
  [TranslatableString.TitleOptionPrefix]: '%1选项%2',
  [TranslatableString.KeyLabel]: '%1的名称',
  [TranslatableString.DeprecatedLabel]: '%1（已停用）',
  [TranslatableString.CycleDetected]: '“%1”引用了自身，可展开下一层继续填写',
  [TranslatableString.InvalidObjectField]: '“%1”的配置有误：%2',
  [TranslatableString.UnsupportedField]: '不支持的字段',
  [TranslatableString.UnsupportedFieldWithId]: '不支持的字段 %1',
  [TranslatableString.UnsupportedFieldWithReason]: '不支持的字段：%1',
  [TranslatableString.UnsupportedFieldWithIdAndReason]: '不支持的字段 %1：%2',
  [TranslatableString.FilesInfo]: '%1（%2，%3 字节）',
};

/** rjsf `translateString`: its texts in Chinese. */
export function translateString(key: TranslatableString, params?: string[]): string {
  return replaceStringParameters(CHINESE[key], params);
}
