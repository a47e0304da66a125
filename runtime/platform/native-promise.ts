// Stands in for the es6-promise polyfill that some arco components import (PullRefresh): every browser the
// build targets (es2020) has Promise, and the polyfill, a UMD module, would bring the bundler's `require`
// shim into the runtime chunk that every route loads.
const NativePromise = globalThis.Promise;
export { NativePromise as Promise };
