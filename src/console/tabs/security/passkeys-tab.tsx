// The Security tab: the owner's passkeys (issue 41). Add one under a name (the device asks for a
// fingerprint, face or PIN, and keeps the key), see each one's name and when it was added and last
// used, remove one. A passkey signs in alone, from the login view's "Sign in with a passkey"; the
// password keeps working beside it. Removing asks first: a device whose passkey is removed can no
// longer sign in with it.
import { useState, type FormEvent } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { PasskeyInfo } from '../../../lib/api/passkeys';
import { PASSKEY_NAME_MAX } from '../../../lib/schemas/passkey-inputs';
import { useConsoleAction } from '../../api/use-console-action';
import { CONSOLE_KEY, useConsoleQuery } from '../../api/use-console-query';
import { primaryButtonClass, secondaryButtonClass } from '../../components/button-classes';
import { DateTime } from '../../components/date-time';
import type { ShowStatus } from '../../components/status-banner';
import { answerRegistration, passkeyErrorMessage, passkeysAvailable, PASSKEY_MESSAGES } from '../../session/passkey-ceremony';

const PASSKEYS_KEY = [CONSOLE_KEY, 'passkeys'] as const;

export function PasskeysTab({ show }: { show: ShowStatus }) {
  const { data: passkeys, error, isPending } = useConsoleQuery(['passkeys'], (call, signal) => call('listPasskeys', { signal }));
  const [name, setName] = useState('');
  const [canUsePasskeys] = useState(passkeysAvailable);
  const add = useConsoleAction(
    async (call, passkeyName: string) => {
      const credential = await answerRegistration(await call('passkeyRegistrationOptions'));
      return call('addPasskey', { body: { name: passkeyName, credential } });
    },
    {
      show,
      refresh: [PASSKEYS_KEY],
      failed: (failure) => passkeyErrorMessage(failure),
      done: (added) => {
        show('success', `Passkey “${added.name}” added. You can now sign in with it alone.`);
        setName('');
      },
    },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void add.run(name.trim());
  };

  return (
    <section aria-labelledby="passkeys-heading" className="max-w-3xl">
      <h2 id="passkeys-heading" className="text-xl font-semibold text-slate-900">
        Passkeys
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A passkey signs you in with this device’s fingerprint, face or PIN instead of the password. The password keeps working beside it, and a new
        password removes every passkey.
      </p>
      {canUsePasskeys ? (
        <form onSubmit={submit} className="mt-5 flex flex-wrap items-end gap-3">
          <div className="min-w-56 grow">
            <label htmlFor="passkey-name" className="mb-1.5 block text-sm font-medium text-slate-800">
              Passkey name
            </label>
            <input
              id="passkey-name"
              required
              maxLength={PASSKEY_NAME_MAX}
              placeholder="Laptop, Phone…"
              value={name}
              onChange={(event) => setName(event.target.value)}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
            />
          </div>
          <button type="submit" className={primaryButtonClass} disabled={add.pending}>
            {add.pending ? 'Waiting for the device…' : 'Add a passkey'}
          </button>
        </form>
      ) : (
        <p className="mt-5 text-sm text-slate-700">{PASSKEY_MESSAGES.unavailable}</p>
      )}
      <h3 className="mt-8 text-base font-semibold text-slate-900">Your passkeys</h3>
      {isPending ? (
        <Spinner label="Loading passkeys" />
      ) : error ? (
        <p role="alert" className="mt-2 text-red-700">
          The passkeys could not be loaded.
        </p>
      ) : passkeys.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No passkeys yet.</p>
      ) : (
        <ul aria-label="Passkeys" className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} show={show} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PasskeyRow({ passkey, show }: { passkey: PasskeyInfo; show: ShowStatus }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useConsoleAction((call) => call('deletePasskey', { params: { id: passkey.id } }), {
    show,
    refresh: [PASSKEYS_KEY],
    failed: 'The passkey could not be removed. Please try again.',
    done: () => show('success', `Passkey “${passkey.name}” removed.`),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{passkey.name}</p>
        <p className="text-sm text-slate-600">
          Added <DateTime iso={passkey.createdAt} /> · {passkey.lastUsedAt ? <>Last used <DateTime iso={passkey.lastUsedAt} /></> : 'Not used yet'}
        </p>
      </div>
      {confirming ? (
        <div className="flex gap-2" role="group" aria-label={`Remove the passkey ${passkey.name}?`}>
          <button type="button" className="rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60" disabled={remove.pending} onClick={() => void remove.run()}>
            Remove
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => setConfirming(false)}>
            Keep it
          </button>
        </div>
      ) : (
        <button type="button" className={secondaryButtonClass} aria-label={`Remove ${passkey.name}`} onClick={() => setConfirming(true)}>
          Remove…
        </button>
      )}
    </li>
  );
}
