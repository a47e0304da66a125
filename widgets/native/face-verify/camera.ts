// The front camera, through getUserMedia: absent in some in-app browsers and on plain http, and the
// customer may refuse it; either way the widget falls back to the vendor's verification page.

/** The front camera's stream, or null where there is no camera API or the customer refused it. */
export async function openFrontCamera(): Promise<MediaStream | null> {
  if (!navigator.mediaDevices?.getUserMedia) return null;
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: 'user', width: { ideal: 720 }, height: { ideal: 720 } } });
  } catch {
    return null;
  }
}

/** Turns the camera off (and its indicator light with it). */
export function stopCamera(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The video's current picture as a JPEG data URL, mirrored as the customer saw it; undefined when it has none yet. */
export function captureFrame(video: HTMLVideoElement): string | undefined {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return undefined;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.translate(width, 0);
  context.scale(-1, 1);
  context.drawImage(video, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', 0.8);
}
