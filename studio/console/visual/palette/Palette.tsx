import { Drawer, Empty, Input, Radio } from '@arco-design/web-react';
import { IconApps, IconSearch } from '@arco-design/web-react/icon';
import { useState } from 'react';
import type { Catalogue } from '../../api-client/types';
import { pictureUrl } from '../catalogue/catalogue-index';
import { paletteGroups, type PaletteEntry } from './palette-entries';

interface Props {
  visible: boolean;
  catalogue: Catalogue;
  /** Where an entry goes, in words: “头图”之后, 页面末尾. */
  place: string;
  /** The selected node takes children: offer to put the entry inside it instead. */
  inside?: { name: string; chosen: boolean; onChoose(inside: boolean): void };
  onPick(entry: PaletteEntry): void;
  onClose(): void;
}

/** Every widget and fragment the build offers, with its picture and purpose; a click puts it on the page. */
export function Palette({ visible, catalogue, place, inside, onPick, onClose }: Props) {
  const [search, setSearch] = useState('');
  const groups = paletteGroups(catalogue, search);
  const none = groups.every((group) => group.entries.length === 0);
  return (
    <Drawer title="添加组件" visible={visible} onCancel={onClose} footer={null} width={480} placement="left" unmountOnExit className="visual-palette">
      <div className="visual-palette__place">
        {inside
          ? (
            <Radio.Group type="button" size="small" value={inside.chosen ? 'inside' : 'after'} onChange={(value: string) => inside.onChoose(value === 'inside')} aria-label="插入位置">
              <Radio value="after">放在“{inside.name}”之后</Radio>
              <Radio value="inside">放进“{inside.name}”里面</Radio>
            </Radio.Group>
          )
          : <span>插入位置：{place}</span>}
      </div>
      <Input allowClear autoFocus prefix={<IconSearch />} placeholder="按名称搜索，如 头图、按钮、活动权益" aria-label="搜索组件" value={search} onChange={setSearch} className="visual-palette__search" />
      {none && <Empty description={`没有名称中含“${search.trim()}”的组件或片段`} />}
      {groups.filter((group) => group.entries.length > 0).map((group) => (
        <section key={group.title} className="visual-palette__group" aria-label={group.title}>
          <h3>{group.title}<span className="console-muted">{group.entries.length}</span></h3>
          <ul>
            {group.entries.map((entry) => (
              <li key={`${entry.kind}:${entry.name}`}>
                <button type="button" className="visual-palette__entry" onClick={() => onPick(entry)}>
                  <span className={`visual-palette__picture${entry.pictureFocus === 'bottom' ? ' visual-palette__picture--bottom' : ''}`}>
                    {entry.picture ? <img src={pictureUrl(entry.picture)} alt="" loading="lazy" /> : <IconApps aria-hidden />}
                  </span>
                  <span className="visual-palette__text">
                    <strong>{entry.title}</strong>
                    <span>{entry.purpose}</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Drawer>
  );
}
