// The login view: a password field (Enter submits, it is a form) and a Login button, as the spec
// has them; beside them, "Sign in with a passkey" (issue 41), or a line saying why passkeys
// cannot be used here (no WebAuthn: an old browser, or a page that is neither https nor localhost).
import { useState, type FormEvent } from 'react';
import { passkeysAvailable, PASSKEY_MESSAGES } from './passkey-ceremony';

interface LoginViewProps {
  error: string | null;
  onLogin: (password: string) => Promise<void>;
  onPasskey: () => Promise<void>;
}

export function LoginView({ error, onLogin, onPasskey }: LoginViewProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  // The login view renders in the browser only (the server renders the 'checking' state).
  const [canUsePasskeys] = useState(passkeysAvailable);

  const passkey = async () => {
    setBusy(true);
    await onPasskey();
    setBusy(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    await onLogin(password);
    setBusy(false);
    setPassword('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mx-auto max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="login-heading">
      <h2 id="login-heading" className="text-xl font-semibold text-slate-900">
        Sign in
      </h2>
      <p className="mt-1 text-sm text-slate-600">Enter the console password to write and manage posts.</p>
      {/* Lets password managers file the password under a name; the console has one user. */}
      <input type="text" name="username" autoComplete="username" value="admin" readOnly hidden />
      <label htmlFor="admin-password" className="mt-5 mb-1.5 block text-sm font-medium text-slate-800">
        Password
      </label>
      <input
        id="admin-password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'login-error' : undefined}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
      />
      {error && (
        <p id="login-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={busy}
        className="mt-5 w-full rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        Login
      </button>
      <div className="mt-5 border-t border-slate-200 pt-5">
        {canUsePasskeys ? (
          <button
            type="button"
            disabled={busy}
            onClick={() => void passkey()}
            className="w-full rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            Sign in with a passkey
          </button>
        ) : (
          <p className="text-sm text-slate-600">{PASSKEY_MESSAGES.unavailable} Sign in with the password.</p>
        )}
      </div>
    </form>
  );
}
