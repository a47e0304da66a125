import { Button, Space } from '@arco-design/web-react';
import { IconCheck, IconDown, IconHistory, IconSave, IconSend, IconUndo } from '@arco-design/web-react/icon';
import { useState, type ReactNode } from 'react';
import type { PageAction } from '../../../api-client/studio-api';
import type { PageDetail, Role } from '../../../api-client/types';
import { UnavailableButton } from '../../../components/UnavailableButton';
import { offeredActions, type ConsoleAction, type Offer } from '../../../workflow/allowed-actions';
import { PublishDialog } from './PublishDialog';
import { ReturnDialog } from './ReturnDialog';
import { RollBackDialog } from './RollBackDialog';
import { TakeDownDialog } from './TakeDownDialog';

const ICONS: Record<ConsoleAction, ReactNode> = {
  save: <IconSave />, submit: <IconSend />, return: <IconUndo />, approve: <IconCheck />, publish: <IconSend />, 'take-down': <IconDown />, 'roll-back': <IconHistory />,
};
const PRIMARY: readonly ConsoleAction[] = ['submit', 'approve', 'publish'];

interface Props {
  page: PageDetail;
  staff: { id: number; roles: readonly Role[] };
  /** The editor holds changes not yet saved: submitting would send the saved version, so save first. */
  dirty: boolean;
  /** Those changes are being saved by themselves (editor/autosave.ts): submit saves them first. */
  savesItself?: boolean;
  /** How many refusals the gates answer for the text as it is (undefined while it is being checked). */
  problems?: number;
  /** The action running now (its button shows it loading; the others wait). */
  busy?: ConsoleAction;
  onSave(): void;
  onAct(action: PageAction, label: string): Promise<boolean>;
}

/** The workflow's actions this staff member may take on the page now, each with what it needs asked first. */
export function WorkflowActions({ page, staff, dirty, savesItself, problems, busy, onSave, onAct }: Props) {
  const [dialog, setDialog] = useState<'return' | 'publish' | 'roll-back' | 'take-down'>();
  const candidateAuthor = page.versions.find((version) => version.hash === page.candidateVersion)?.authorId ?? null;
  const offers = offeredActions({ state: page.state, liveVersion: page.liveVersion, earlierLive: page.earlierLive, candidateAuthor }, staff);
  const act = (action: PageAction, label: string) => void onAct(action, label).then((done) => { if (done) setDialog(undefined); });

  const button = (offer: Offer, onClick: () => void, why?: string) => {
    const reason = offer.reason ?? why;
    const control = (
      <Button
        key={offer.action} type={PRIMARY.includes(offer.action) ? 'primary' : 'secondary'} status={offer.action === 'take-down' ? 'danger' : undefined}
        icon={ICONS[offer.action]} loading={busy === offer.action} disabled={!!reason || (!!busy && busy !== offer.action)} onClick={onClick}
      >
        {offer.label}
      </Button>
    );
    return reason ? <UnavailableButton key={offer.action} label={offer.label} reason={reason}>{control}</UnavailableButton> : control;
  };

  const controls = offers.map((offer) => {
    switch (offer.action) {
      case 'save': return button(offer, onSave, !dirty && page.state === 'draft' ? '没有未保存的修改' : undefined);
      case 'submit': return button(offer, () => act({ type: 'submit' }, offer.label), problems ? `还有 ${problems} 个问题未解决：改正后才能提交审核` : dirty && !savesItself ? '有未保存的修改：保存后才能提交审核' : undefined);
      case 'approve': return button(offer, () => act({ type: 'approve' }, offer.label));
      case 'return': return button(offer, () => setDialog('return'));
      case 'publish': return button(offer, () => setDialog('publish'));
      case 'roll-back': return button(offer, () => setDialog('roll-back'));
      case 'take-down': return button(offer, () => setDialog('take-down'));
    }
  });

  return (
    <>
      <Space wrap size={8}>{controls.length > 0 ? controls : <span className="console-muted">当前状态下您没有可执行的操作</span>}</Space>
      <ReturnDialog visible={dialog === 'return'} busy={busy === 'return'} onCancel={() => setDialog(undefined)} onReturn={(comment) => act({ type: 'return', comment }, '退回')} />
      <PublishDialog visible={dialog === 'publish'} busy={busy === 'publish'} schedule={page} onCancel={() => setDialog(undefined)} onPublish={(at) => act({ type: 'publish', ...(at && { at }) }, at ? '定时发布' : '发布')} />
      <TakeDownDialog visible={dialog === 'take-down'} busy={busy === 'take-down'} route={page.routePath} onCancel={() => setDialog(undefined)} onTakeDown={() => act({ type: 'take-down' }, '下线')} />
      <RollBackDialog visible={dialog === 'roll-back'} busy={busy === 'roll-back'} page={page} onCancel={() => setDialog(undefined)} onRollBack={(version) => act({ type: 'roll-back', version }, '回滚')} />
    </>
  );
}
