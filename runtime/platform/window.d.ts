// Globals the platform layer reads and writes on `window`.
interface Window {
  /** The address the app was first loaded at, without fragment (signs the WeChat JS-SDK on iOS). */
  __OFFICIAL_ENTRY_URL__?: string;
  /** When true, the responsive layout stops following window resizes (for example while a keyboard is open). */
  __OFFICIAL_DISABLE_RESIZE__?: boolean;
}
