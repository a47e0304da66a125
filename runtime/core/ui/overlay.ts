import { proxy } from 'valtio/vanilla';

/** The page-loading overlay (SPEC §2): shown at each navigation start, hidden at its end. */
export const overlayStore = proxy({ visible: false });

export const showOverlay = () => { overlayStore.visible = true; };
export const hideOverlay = () => { overlayStore.visible = false; };
