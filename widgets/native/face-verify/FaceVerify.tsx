import type { FaceVerifyProps } from '../../../schemas/generated/widgets';
import type { WidgetProps } from '../../../runtime/react/types';
import Button from '../../button/Button';
import { StatusIcon } from '../../result/icons';
import { cx } from '../../shared/cx';
import { useHeading } from '../../shared/heading';
import { FaceOutline, TipGlyph, type Tip } from './glyphs';
import { useFaceCheck, type Phase } from './use-face-check';
import '../../shared/block.css';
import './face-verify.css';

const TIPS: ReadonlyArray<[Tip, string]> = [['light', '光线充足'], ['face', '正对屏幕'], ['glasses', '摘下帽子眼镜']];

/** What the live region says in each phase: a headline and, where it helps, what to do. */
const PROMPTS: Record<Phase, [string, string?]> = {
  intro: ['', ''],
  opening: ['正在打开摄像头…', '如有提示，请允许使用相机'],
  camera: ['请缓慢眨眼', '请保持面部在圆框内'],
  checking: ['正在识别，请稍候…'],
  passed: ['识别通过', '已确认为本人操作'],
  rejected: ['识别未通过', '请确认由本人操作，在光线充足处正对屏幕后重新识别'],
  unavailable: ['无法打开摄像头', '请在系统设置中允许浏览器使用相机，或前往人脸识别页面完成验证'],
  error: ['暂时无法完成识别'],
};

/**
 * A full-width action drawn by the button widget's own component: the portal's look, a spinner while
 * its work runs and no second tap. Sharing that widget's chunk also keeps arco's button from being split
 * into a chunk of its own, one more file for every page with a button.
 */
function Action({ text, type = 'primary', onClick }: { text: string; type?: 'primary' | 'ghost'; onClick: () => unknown }) {
  const run = async () => {
    await onClick();
    return true;
  };
  return <Button props={{ text, type }} disabled={false} emit={run} slot={() => null} handles={() => true} />;
}

export default function FaceVerify({ props, binding, call, emit, disabled }: WidgetProps<FaceVerifyProps>) {
  if (!call) throw new Error('face-verify needs `call`: its registration lists the services it uses');
  const Heading = useHeading();
  const { phase, message, still, video, start, cancel, goToVendor } = useFaceCheck({
    call, binding, emit, businessType: props.businessType, returnPath: props.returnPath, subject: props.subject,
  });
  const [headline, detail = message] = PROMPTS[phase];
  const done = phase === 'passed' || phase === 'rejected';

  return (
    <section className={cx('w-face-verify w-block', `w-face-verify--${phase}`)}>
      <Heading className="w-face-verify__title">{props.title ?? '人脸识别'}</Heading>
      {props.desc && <p className="w-face-verify__desc">{props.desc}</p>}
      <div className="w-face-verify__frame">
        {phase === 'camera' && <video ref={video} className="w-face-verify__video" muted playsInline autoPlay aria-hidden="true" />}
        {phase === 'checking' && still && <img className="w-face-verify__video" src={still} alt="" />}
        {done && <StatusIcon status={phase === 'passed' ? 'success' : 'error'} />}
        {!done && phase !== 'camera' && !(phase === 'checking' && still) && <FaceOutline />}
      </div>
      {/* Always present, so each change of phase is announced. */}
      <div className="w-face-verify__prompt" role="status">
        {headline && <p className="w-face-verify__headline">{headline}</p>}
        {detail && <p className="w-face-verify__detail">{detail}</p>}
      </div>
      {phase === 'intro' && (
        <ul className="w-face-verify__tips">
          {TIPS.map(([tip, text]) => <li key={tip}><span className="w-face-verify__tip-icon"><TipGlyph tip={tip} /></span>{text}</li>)}
        </ul>
      )}
      {!disabled && (
        <div className="w-face-verify__actions">
          {(phase === 'intro' || phase === 'opening') && <Action text="开始识别" onClick={start} />}
          {phase === 'camera' && <Action text="取消" type="ghost" onClick={cancel} />}
          {(phase === 'rejected' || phase === 'error') && <Action text="重新识别" onClick={start} />}
          {phase === 'unavailable' && <Action text="前往人脸识别页面" onClick={goToVendor} />}
        </div>
      )}
    </section>
  );
}
