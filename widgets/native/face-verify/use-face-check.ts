import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { portalUrl } from '../../../runtime/platform/base-path';
import type { WidgetProps } from '../../../runtime/react/types';
import { reasonOf } from '../../shared/failure';
import { captureFrame, openFrontCamera, stopCamera } from './camera';

/** How long the camera shows before its frame is taken: time enough to blink slowly once or twice. */
export const BLINK_MS = 2000;

export type Phase = 'intro' | 'opening' | 'camera' | 'checking' | 'passed' | 'rejected' | 'unavailable' | 'error';

/** The bound value and the verified event's payload (face.livingBodyResult's answer, and what the check was for). */
export interface FaceResult {
  bizToken: string;
  passed: boolean;
  similarity: number;
  subject?: string;
}

type Call = NonNullable<WidgetProps['call']>;

interface Options extends Pick<WidgetProps, 'binding' | 'emit'> {
  call: Call;
  businessType: string;
  returnPath?: string;
  subject?: string;
}

const isResult = (value: unknown): value is FaceResult =>
  typeof (value as FaceResult | null)?.bizToken === 'string' && typeof (value as FaceResult).passed === 'boolean';

/** A bound result of a check made for this subject; one made for another (an earlier application) is no result here. */
const boundResult = (value: unknown, subject: string | undefined) => (isResult(value) && value.subject === subject ? value : undefined);

/** The vendor's page sends the customer back with ?bizToken=…: the check to complete on arrival. */
const returnedToken = () => new URLSearchParams(window.location.search).get('bizToken');

/** Where the vendor's page returns to: the given in-app path, or this page as it is (without an old token). */
function returnAddress(returnPath?: string): string {
  if (returnPath) return portalUrl(returnPath);
  const query = new URLSearchParams(window.location.search);
  query.delete('bizToken');
  const search = query.toString();
  return `${window.location.pathname}${search ? `?${search}` : ''}`;
}

/**
 * The steps of a liveness check: camera and a captured frame where the browser allows it, otherwise the
 * vendor's page; then the result, from livingBodyResult. A result already bound (a persisted draft) is
 * shown again without a new check.
 */
export function useFaceCheck({ call, binding, emit, businessType, returnPath, subject }: Options) {
  const [token] = useState(returnedToken);
  const [stale] = useState(() => isResult(binding?.value) && !boundResult(binding.value, subject));
  const [phase, setPhase] = useState<Phase>(() => {
    const bound = boundResult(binding?.value, subject);
    if (token && token !== bound?.bizToken) return 'checking';
    return bound ? (bound.passed ? 'passed' : 'rejected') : 'intro';
  });
  const [message, setMessage] = useState('');
  const [still, setStill] = useState<string>();
  const stream = useRef<MediaStream | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const alive = useRef(true);

  const release = () => {
    stopCamera(stream.current);
    stream.current = null;
  };

  const fail = (error: unknown) => {
    if (!alive.current) return;
    const text = reasonOf(error);
    setMessage(text);
    setPhase('error');
    void emit('failed', { message: text });
  };

  const finish = async (bizToken: string) => {
    const answer = await call('face.livingBodyResult', { body: { bizToken } }) as FaceResult;
    if (!alive.current) return;
    const result: FaceResult = { bizToken, passed: answer.passed, similarity: answer.similarity, subject };
    binding?.set(result);
    setPhase(result.passed ? 'passed' : 'rejected');
    void emit('verified', { ...result });
  };

  const check = async () => {
    try {
      const started = await call('face.livingBodyRecognition', { body: { businessType, redirectUrl: returnAddress(returnPath) } }) as { bizToken: string };
      await finish(started.bizToken);
    } catch (error) {
      fail(error);
    }
  };

  // On arrival: a result kept for another subject must not let the page go on as if this one were checked; back
  // from the check's own page with its token, the answer is fetched once.
  const arrive = useEffectEvent(() => {
    if (stale) binding?.set({});
    if (phase === 'checking' && token) finish(token).catch(fail);
  });
  useEffect(() => {
    alive.current = true;
    arrive();
    return () => {
      alive.current = false;
      release();
    };
  }, []);

  const checkAfterBlink = useEffectEvent(() => {
    release();
    setPhase('checking');
    void check();
  });
  // The camera shows in the frame for BLINK_MS; then its frame stays in place while the check runs.
  useEffect(() => {
    if (phase !== 'camera') return;
    const element = video.current;
    if (element) {
      element.srcObject = stream.current;
      void element.play()?.catch(() => undefined);
    }
    const timer = setTimeout(() => {
      if (element) setStill(captureFrame(element));
      checkAfterBlink();
    }, BLINK_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  const start = async () => {
    setMessage('');
    setStill(undefined);
    setPhase('opening');
    const opened = await openFrontCamera();
    if (!alive.current) return stopCamera(opened);
    stream.current = opened;
    setPhase(opened ? 'camera' : 'unavailable');
  };

  const cancel = () => {
    release();
    setPhase('intro');
  };

  /** Leaves for the vendor's verification page, which returns here with ?bizToken=…. */
  const goToVendor = async () => {
    try {
      const { verifyUrl } = await call('face.livingBodyRecognition', { body: { businessType, redirectUrl: returnAddress(returnPath) } }) as { verifyUrl: string };
      // Only a web address: a service answer must never run script through the location bar.
      if (!/^(https?:\/\/|\/)/.test(verifyUrl)) throw new Error('人脸识别页面地址无效，请稍后重试');
      window.location.assign(verifyUrl);
    } catch (error) {
      fail(error);
    }
  };

  return { phase, message, still, video, start, cancel, goToVendor };
}
