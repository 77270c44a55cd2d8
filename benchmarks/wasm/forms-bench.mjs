// The shared validators in wasm under Node against the same validators native
// (Google Benchmark, run here so both columns come from the same machine state),
// and the cost of one JS -> wasm call for inputs up to 64 bytes. Issue 3 targets:
// wasm at most 2x native; one boundary call at most 0.25 us.
//
//   node benchmarks/wasm/forms-bench.mjs [panalo_forms.wasm] [validation_bench]
// Defaults: build/wasm/panalo_forms.wasm and build/native/benchmarks/validation_bench.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { instantiate, nsPerCall } from './instantiate.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const wasmPath = process.argv[2] ?? path.join(root, 'build/wasm/panalo_forms.wasm');
const nativeBench = process.argv[3] ?? path.join(root, 'build/native/benchmarks/validation_bench');
const MILLIS = Number(process.env.BENCH_MILLIS ?? 600);

function nativeNanoseconds() {
  const output = execFileSync(nativeBench, ['--benchmark_format=json', '--benchmark_min_time=0.2'], {
    maxBuffer: 1 << 26,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const scale = { ns: 1, us: 1e3, ms: 1e6, s: 1e9 };
  return new Map(JSON.parse(output).benchmarks.map((b) => [b.name, b.real_time * scale[b.time_unit]]));
}

const { exports: wasm, rawBytes } = await instantiate(wasmPath);
const encoder = new TextEncoder();

/** Copies bytes into wasm memory once; measured calls then pass the pointer, as native passes a string. */
function place(text) {
  const bytes = typeof text === 'string' ? encoder.encode(text) : text;
  const ptr = wasm.malloc(Math.max(bytes.length, 1));
  new Uint8Array(wasm.memory.buffer, ptr, bytes.length).set(bytes);
  return { ptr, len: bytes.length };
}

// The same inputs as benchmarks/validation_bench.cpp.
const USERNAME_PATTERN = '^[a-zA-Z][a-zA-Z0-9]{5,15}$';
const FORM_REQUESTS = {
  login_username: '{"form":"login.username","values":{"username":"player01","password":"secret"}}',
  login_sms: '{"form":"login.sms","values":{"mobileNum":"9171234567","verificationCode":"123456"}}',
  registration_username:
    '{"form":"registration.username","values":{"username":"player01","password":"Zq8!uW3e","confirmPassword":"Zq8!uW3e","termsAccepted":true,"ageConfirmed":true},"settings":{"fields":{"username":{"acceptedPattern":"^[a-z][a-z0-9]{5,15}$"}}}}',
  registration_mobile:
    '{"form":"registration.mobile","values":{"mobileNum":"9171234567","verificationCode":"1","password":"Zq8!uW3e","confirmPassword":"Zq8!uW3e","termsAccepted":true,"ageConfirmed":true},"settings":{"smsVerification":true}}',
  forgot_email: '{"form":"forgotPassword.email","values":{"username":"player01","email":"p@example.com"}}',
  forgot_phone:
    '{"form":"forgotPassword.phone","values":{"mobileNum":"9171234567","verificationCode":"1","newPassword":"violet-harbor-42"}}',
  change_password:
    '{"form":"changePassword","values":{"oldPassword":"o","newPassword":"violet-harbor-42","confirmNewPassword":"violet-harbor-42"}}',
  sms_code: '{"form":"smsCode","values":{"mobileNum":"9171234567","countryDialingCode":"+63"}}',
  activity: '{"form":"activityApplication","values":{"remark":"hello","images":[{"headerHex":"89504e470d0a1a0a","size":1000}]}}',
};

// --- (a) each validator: wasm vs native -------------------------------------
const wasmTimes = new Map();
{
  const pattern = place(USERNAME_PATTERN);
  wasmTimes.set('BM_PatternCompileUsername', nsPerCall(() => wasm.panalo_pattern_free(wasm.panalo_pattern_compile(pattern.ptr, pattern.len)), MILLIS));
  const username = wasm.panalo_pattern_compile(pattern.ptr, pattern.len);
  const subject = place('player2024x');
  wasmTimes.set('BM_PatternMatchUsername', nsPerCall(() => wasm.panalo_pattern_match(username, subject.ptr, subject.len), MILLIS));
  const pathologicalSource = place('(a|a)*b');
  const pathological = wasm.panalo_pattern_compile(pathologicalSource.ptr, pathologicalSource.len);
  for (const size of [64, 100000]) {
    const as = place('a'.repeat(size));
    wasmTimes.set(`BM_PatternPathological/${size}`, nsPerCall(() => wasm.panalo_pattern_match(pathological, as.ptr, as.len), MILLIS));
  }
  const password = place('Zq8!uW3eXy');
  wasmTimes.set('BM_IsCommonPassword', nsPerCall(() => wasm.panalo_is_common_password(password.ptr, password.len), MILLIS));
  const outCap = 4096;
  const out = wasm.malloc(outCap);
  for (const [name, request] of Object.entries(FORM_REQUESTS)) {
    const placed = place(request);
    wasmTimes.set(`BM_FormJson/${name}`, nsPerCall(() => wasm.panalo_validate_form(placed.ptr, placed.len, out, outCap), MILLIS));
  }
}

// --- (b) one JS -> wasm call for inputs up to 64 bytes ----------------------
// A compiled trivial pattern ("" : answers as soon as the first code point has no
// thread) keeps the matching itself negligible, so what remains is the crossing.
const boundary = [];
{
  const empty = place('');
  const trivial = wasm.panalo_pattern_compile(empty.ptr, 0);
  const scratchCap = 256;
  const scratch = wasm.malloc(scratchCap);
  let view = new Uint8Array(wasm.memory.buffer, scratch, scratchCap);
  const scratchView = () => {
    // Memory growth replaces the buffer; a cached view of the old one would be empty.
    if (view.buffer !== wasm.memory.buffer) view = new Uint8Array(wasm.memory.buffer, scratch, scratchCap);
    return view;
  };
  boundary.push(['no-op export (panalo_pattern_free of a bad handle)', nsPerCall(() => wasm.panalo_pattern_free(-1), MILLIS)]);
  for (const size of [0, 16, 64]) {
    const text = 'x'.repeat(size);
    const placed = place(text);
    boundary.push([`pattern_match, ${size} B already in memory`, nsPerCall(() => wasm.panalo_pattern_match(trivial, placed.ptr, placed.len), MILLIS)]);
    boundary.push([
      `pattern_match, ${size} B incl. TextEncoder.encodeInto`,
      nsPerCall(() => {
        const { written } = encoder.encodeInto(text, scratchView());
        return wasm.panalo_pattern_match(trivial, scratch, written);
      }, MILLIS),
    ]);
  }
}

// --- report -----------------------------------------------------------------
const native = nativeNanoseconds();
const format = (ns) => (ns >= 1e5 ? `${(ns / 1e3).toFixed(0)} us` : ns >= 1e3 ? `${(ns / 1e3).toFixed(2)} us` : `${ns.toFixed(1)} ns`);
const rows = [...wasmTimes].map(([name, wasmNs]) => {
  const nativeNs = native.get(name);
  return { name, native: nativeNs, wasm: wasmNs, ratio: nativeNs ? wasmNs / nativeNs : undefined };
});
const width = Math.max(...rows.map((r) => r.name.length), ...boundary.map(([n]) => n.length));
console.log(`panalo_forms.wasm: ${(rawBytes / 1024).toFixed(0)} KiB raw`);
console.log(`\n(a) validators, wasm (Node ${process.versions.node}) vs native; target ratio <= 2.00`);
console.log(`${'benchmark'.padEnd(width)}  ${'native'.padStart(10)}  ${'wasm'.padStart(10)}  ratio`);
for (const r of rows) {
  const ratio = r.ratio === undefined ? 'n/a' : `${r.ratio.toFixed(2)}${r.ratio > 2 ? '  over target' : ''}`;
  console.log(`${r.name.padEnd(width)}  ${(r.native ? format(r.native) : 'n/a').padStart(10)}  ${format(r.wasm).padStart(10)}  ${ratio}`);
}
const notInWasm = [...native.keys()].filter((name) => !wasmTimes.has(name));
console.log(`native only (no wasm export of that function; reached through panalo_validate_form): ${notInWasm.join(', ')}`);
console.log(`\n(b) one JS -> wasm call; target <= 250 ns`);
for (const [name, ns] of boundary) console.log(`${name.padEnd(width)}  ${format(ns).padStart(10)}${ns > 250 ? '  over target' : ''}`);
console.log(
  `\nJSON: ${JSON.stringify({
    validators: Object.fromEntries(rows.map((r) => [r.name, { nativeNs: r.native ?? null, wasmNs: r.wasm, ratio: r.ratio ?? null }])),
    boundaryNs: Object.fromEntries(boundary),
  })}`,
);
