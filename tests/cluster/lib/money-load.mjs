// The load the fault tests run through the balancer: each worker is a member
// who logs in with a sealed (HPKE) body, then moves 1.00 between the main
// wallet and the PG wallet and back with a fresh idempotency key per transfer,
// logging in again every few transfers. Every request is recorded with what
// was outstanding when it started, so a fault's cost can be told apart from
// what was in flight when it struck.
//
// Two retries, both what real clients do; nothing else is retried, so every
// other failure stays visible:
//  - a request on a kept-alive connection that the server closed before any
//    answer (nginx closes its idle client connections when it reloads) is sent
//    once more on a new connection, as browsers and Node's own docs do: it never
//    reached the server (if it had, a sealed body would now be refused as a
//    replay, and that refusal would be counted);
//  - a transfer that failed with no answer or a 5xx is sent again with the SAME
//    key: the ledger must then hold it once.
import https from 'node:https';
import { webcrypto } from 'node:crypto';
import { loadPanaloCrypto } from '../../interop/hpke/panalo-crypto-wasm.mjs';

const random = (size) => webcrypto.getRandomValues(new Uint8Array(size));

export async function startMoneyLoad({ baseUrl, members, transfersPerLogin = 5 }) {
  const crypto = await loadPanaloCrypto();
  const agent = new https.Agent({ keepAlive: true, maxSockets: members.length * 2 });
  const records = [];
  const acknowledged = [];  // {account, key, direction}
  let outstanding = 0;
  let stopped = false;
  let keepAliveRetries = 0;

  async function send(method, path, body, headers = {}) {
    const first = await sendOnce(method, path, body, headers);
    if (!first.closedBeforeAnswer) return first;
    keepAliveRetries++;
    return sendOnce(method, path, body, headers);
  }

  function sendOnce(method, path, body, headers) {
    return new Promise((resolve) => {
      const started = performance.now();
      outstanding++;
      const record = { method, path, startedAt: started, outstandingAtStart: outstanding };
      const request = https.request(`${baseUrl}${path}`, {
        method, agent, timeout: 30000,
        headers: { ...(body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {}),
                   ...headers },
      }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          outstanding--;
          Object.assign(record, { status: response.statusCode, endedAt: performance.now(),
                                  body: Buffer.concat(chunks).toString() });
          records.push(record);
          resolve(record);
        });
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', (error) => {
        outstanding--;
        const closedBeforeAnswer = request.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code);
        Object.assign(record, { status: 0, error: error.message, endedAt: performance.now(), closedBeforeAnswer });
        records.push(record);
        resolve(record);
      });
      request.end(body);
    });
  }

  let key = null;
  async function serverKey() {
    if (!key) {
      const answer = await send('GET', '/wps/system/encryption-key');
      const value = JSON.parse(answer.body).value;
      key = { keyId: Uint8Array.from(Buffer.from(value.keyId, 'hex')),
              publicKey: Uint8Array.from(Buffer.from(value.publicKey, 'base64url')) };
    }
    return key;
  }

  async function login(member) {
    const { keyId, publicKey } = await serverKey();
    const plaintext = new TextEncoder().encode(
      JSON.stringify({ type: 'username', username: member.account, password: member.password }));
    const envelope = crypto.sealEnvelope({
      aeadId: 0x0003, serverPublicKey: publicKey, keyId, method: 'POST', path: '/wps/session/login',
      issuedAt: Math.floor(Date.now() / 1000), requestId: random(16), sessionHash: null, plaintext, ikm: random(32),
    });
    const answer = await send('POST', '/wps/session/login',
                              JSON.stringify({ sealed: Buffer.from(envelope).toString('base64url') }));
    return answer.status === 200 ? JSON.parse(answer.body).value.token : null;
  }

  async function transfer(member, token, counter) {
    const direction = counter % 2 === 0 ? 'in' : 'out';
    const idempotencyKey = `fault-${member.account}-${counter}`;
    const body = JSON.stringify({ transferType: direction, vendor: 'PG', amount: '1.00', idempotencyKey });
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await send('POST', '/wps/relay/GCS_walletTransfer', body, { Authorization: `Bearer ${token}` });
      if (answer.status === 200) {
        acknowledged.push({ account: member.account, key: idempotencyKey, direction });
        return true;
      }
      if (answer.status !== 0 && answer.status < 500) return false;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return false;
  }

  async function worker(member) {
    let counter = 0;
    while (!stopped) {
      const token = await login(member);
      if (!token) { await new Promise((resolve) => setTimeout(resolve, 100)); continue; }
      for (let i = 0; i < transfersPerLogin && !stopped; i++) await transfer(member, token, counter++);
    }
  }

  const running = members.map(worker);
  return {
    records,
    acknowledged,
    outstanding: () => outstanding,
    // Requests sent again because a kept-alive connection closed before any answer.
    keepAliveRetries: () => keepAliveRetries,
    // Marks a moment (a fault) in the record so the report can split before/after.
    async stop() {
      stopped = true;
      await Promise.all(running);
      agent.destroy();
    },
  };
}
