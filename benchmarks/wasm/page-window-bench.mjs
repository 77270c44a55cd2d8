// The lobby page window in wasm under Node, the same call the UI makes (raw
// export, buffer allocated once). Prints JSON: {name: ns per call}.
import { instantiate, nsPerCall } from './instantiate.mjs';

const wasmPath = process.argv[2];
const { exports } = await instantiate(wasmPath);
const capacity = 16;
const out = exports.malloc(capacity * 4);
const result = {
  BM_PageWindowMiddle: nsPerCall((i) => exports.panalo_page_window(500, (i % 500) + 1, 2, 5, out, capacity)),
};
exports.free(out);
console.log(JSON.stringify(result));
