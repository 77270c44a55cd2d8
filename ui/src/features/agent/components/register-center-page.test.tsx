// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCryptoApi, type CryptoApi } from '../../../lib/crypto/crypto-api';
import { createHpkePrimitives, type HpkePrimitives, type KeyPair } from '../../../lib/crypto/hpke-primitives';
import { en } from '../../../locales/en';
import { teamMember } from '../../../test/agent-fixtures';
import { openEnvelopeForTest } from '../../../test/envelope-opener';
import { fail, fakeApi, ok, type FakeRoute } from '../../../test/fake-api';
import { instantiateCryptoExports } from '../../../test/instantiate-crypto';
import { instantiateForms } from '../../../test/instantiate-forms';
import { renderInApp, signIn } from '../../../test/render-in-app';

// The page's sealing module import (vite-plugin-wasm) is replaced by the same
// file instantiated from disk; the sealing code above it is the page's own.
const cryptoApi = vi.hoisted(() => ({ current: null as CryptoApi | null }));
vi.mock('../../../lib/crypto/load-crypto', () => ({ loadCrypto: () => Promise.resolve(cryptoApi.current!) }));
const { RegisterCenterPage } = await import('./register-center-page');

const REGISTER = '/wps/agent/team/register';
const KEY_ID = '0011223344556677';
const PASSWORD = 'Zq8!uW3e';
// The rules the demo database serves (sql/migrations/0003_registration_settings.sql), with a
// mobile number and e-mail the operator requires of players: not asked of an agent's downline.
const SETTINGS = {
  fields: {
    username: { acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', minLength: 6, maxLength: 16 },
    password: { minLength: 8, maxLength: 64 },
    email: { enabled: true, required: true, kind: 'email' },
  },
  smsVerification: false,
  minimumAge: 21,
};

let hpke: HpkePrimitives;
let serverKey: KeyPair;

beforeAll(async () => {
  const exports = await instantiateCryptoExports();
  cryptoApi.current = createCryptoApi(exports);
  hpke = createHpkePrimitives(exports);
  serverKey = hpke.deriveKeyPair(new Uint8Array(32).fill(0x51));
});

function serve(register: FakeRoute) {
  return fakeApi({
    '/wps/system/setting/register': ok(SETTINGS),
    '/wps/system/encryption-key': ok({
      keyId: KEY_ID,
      publicKey: Buffer.from(serverKey.publicKey).toString('base64url'),
      kem: 'DHKEM(X25519, HKDF-SHA256)',
      kdf: 'HKDF-SHA256',
      aeads: ['ChaCha20Poly1305', 'AES-128-GCM'],
    }),
    [`POST ${REGISTER}`]: register,
  });
}

async function renderPage() {
  renderInApp(<RegisterCenterPage loadFormsApi={instantiateForms} />);
  const submit = await screen.findByRole('button', { name: en.agent.register.submit });
  await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(false));
  return submit;
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('RegisterCenterPage', () => {
  beforeEach(() => signIn({ token: 'agent-token-1' }));
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it('judges the fields by the shared downline-account rules (wasm) and sends nothing invalid', async () => {
    const sent = serve(ok(teamMember()));
    const submit = await renderPage();
    fireEvent.change(field(en.agent.register.username), { target: { value: '1bad' } });
    fireEvent.blur(field(en.agent.register.username));
    await screen.findByText('Account format incorrect');
    expect(field(en.agent.register.username).getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(submit);
    await waitFor(() => expect(screen.getAllByText('Input cannot be empty')).toHaveLength(2));
    // The downline form (agent.downline) asks no consent or player-only field.
    expect(screen.queryByText(/terms/i)).toBeNull();
    expect(document.activeElement).toBe(field(en.agent.register.username));
    expect(sent.filter((r) => r.path === REGISTER)).toHaveLength(0);
  });

  it('sends the account sealed to the session, shows it, and clears the form', async () => {
    const sent = serve(ok(teamMember({ account: 'juan01', nickname: 'Lucky Juan', accountType: 'agent' })));
    const submit = await renderPage();
    fireEvent.change(field(en.agent.register.username), { target: { value: 'juan01' } });
    fireEvent.change(field(en.agent.register.password), { target: { value: PASSWORD } });
    fireEvent.change(field(en.agent.register.confirmPassword), { target: { value: PASSWORD } });
    fireEvent.change(field(en.agent.register.nickname), { target: { value: ' Lucky Juan ' } });
    fireEvent.click(screen.getByRole('radio', { name: en.agent.register.types.agent }));
    fireEvent.click(submit);

    const created = (await screen.findByText('Account juan01 opened')).closest('[role="status"]');
    expect(created?.textContent).toContain('Lucky Juan · Agent');
    expect(document.activeElement).toBe(created);
    expect(field(en.agent.register.username).value).toBe('');
    expect(field(en.agent.register.password).value).toBe('');

    const post = sent.find((r) => r.path === REGISTER)!;
    expect(post.authorization).toBe('Bearer agent-token-1');
    expect(Object.keys(JSON.parse(post.body!) as object)).toEqual(['sealed']);
    expect(post.body).not.toContain(PASSWORD);
    const opened = openEnvelopeForTest(
      hpke,
      serverKey.privateKey,
      (JSON.parse(post.body!) as { sealed: string }).sealed,
      {
        method: 'POST',
        path: REGISTER,
        sessionToken: 'agent-token-1',
      },
    );
    expect(JSON.parse(opened.plaintext!)).toEqual({
      username: 'juan01',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      accountType: 'agent',
      nickname: 'Lucky Juan',
    });
  });

  it.each([
    ['account_exists', en.errors.account_exists],
    // The shared form's own keys read as its messages (here the nickname's limits).
    ['field_length_range', 'Must be 1 to 32 characters'],
  ])("shows the server's refusal %s as text and keeps what was typed", async (code, text) => {
    serve(fail(code === 'account_exists' ? 409 : 400, code));
    const submit = await renderPage();
    fireEvent.change(field(en.agent.register.username), { target: { value: 'juan01' } });
    fireEvent.change(field(en.agent.register.password), { target: { value: PASSWORD } });
    fireEvent.change(field(en.agent.register.confirmPassword), { target: { value: PASSWORD } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(field(en.agent.register.username).value).toBe('juan01');
  });
});
