import { Button, Input } from '@arco-design/web-react';
import { IconPlus } from '@arco-design/web-react/icon';
import { useState } from 'react';
import type { Catalogue } from '../../api-client/types';
import { ServicePicker } from '../form/pickers/ServicePicker';
import type { VisualDocument } from '../use-visual-document';
import { addSource, sourceNameProblem, suggestedName } from './data-sources';

interface Props {
  doc: VisualDocument;
  services: Catalogue['services'];
}

/**
 * 添加数据来源: a service from the catalogue and the name the page reads it by (the service's own, until the
 * author types another), checked as it is typed; nothing is written until it is valid.
 */
export function AddSourceForm({ doc, services }: Props) {
  const [open, setOpen] = useState(false);
  const [service, setService] = useState<string>();
  const [name, setName] = useState('');
  const [typed, setTyped] = useState(false);
  const [tried, setTried] = useState(false);
  const problem = sourceNameProblem(name.trim(), doc.value);
  const close = () => { setOpen(false); setService(undefined); setName(''); setTyped(false); setTried(false); };

  if (!open) return <Button long type="dashed" size="small" icon={<IconPlus />} onClick={() => setOpen(true)}>添加数据来源</Button>;
  const add = () => {
    setTried(true);
    if (!service || problem) return;
    if (doc.apply(addSource(name.trim(), service))) close();
  };
  const pick = (next: string) => {
    setService(next);
    if (!typed) setName(suggestedName(next, doc.value));
  };
  return (
    <div className="visual-source visual-source--new" role="group" aria-labelledby="visual-new-source-title">
      <div className="visual-source__header"><span className="visual-source__title" id="visual-new-source-title">添加数据来源</span></div>
      <div className={`visual-field${tried && !service ? ' visual-field--error' : ''}`}>
        <label className="visual-field__label" htmlFor="visual-new-source-service" id="visual-new-source-service__label"><span className="visual-field__required" aria-hidden>*</span>服务</label>
        <ServicePicker id="visual-new-source-service" services={services} value={service} onChange={pick} />
        {tried && !service && <ul className="visual-field__errors"><li>请选择一个服务</li></ul>}
      </div>
      <div className={`visual-field${(tried || typed) && problem ? ' visual-field--error' : ''}`}>
        <label className="visual-field__label" htmlFor="visual-new-source-name"><span className="visual-field__required" aria-hidden>*</span>名称</label>
        <Input
          id="visual-new-source-name" value={name} placeholder="例如 newsList" addBefore="data." aria-invalid={(tried || typed) && !!problem}
          aria-describedby="visual-new-source-name__help" onChange={(next) => { setName(next); setTyped(true); }} onPressEnter={add}
        />
        <p className="visual-field__help" id="visual-new-source-name__help">组件中以 data.{name.trim() || '名称'} 读取这份数据。</p>
        {(tried || typed) && problem && <ul className="visual-field__errors"><li>{problem}</li></ul>}
      </div>
      <div className="visual-source__actions">
        <Button size="small" onClick={close}>取消</Button>
        <Button size="small" type="primary" onClick={add}>添加</Button>
      </div>
    </div>
  );
}
