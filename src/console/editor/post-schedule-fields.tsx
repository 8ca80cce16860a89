// The editor's Draft switch and Publish date and time, with one line saying what saving will do:
// keep the post a draft, schedule it (and when, in the owner's own zone), or publish it.
import { useEffect, useState } from 'react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { Switch, TextField } from '../../components/forms/form-field';
import type { PostFormValues } from '../../lib/schemas/blog-post';
import { localZoneLabel } from '../../lib/schemas/publish-fields';
import { publishState } from './publish-values';

const whenFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

export function PostScheduleFields({ form }: { form: UseFormReturn<PostFormValues> }) {
  const draft = useController({ control: form.control, name: 'draft' });
  const [publishAt = '', isDraft = false] = useWatch({ control: form.control, name: ['publishAt', 'draft'] });
  // Whether a time is still ahead changes as time passes: the line is read again each minute.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const state = publishState({ publishAt, draft: isDraft }, now);
  const error = form.formState.errors.publishAt?.message;

  return (
    <fieldset className="mt-8 space-y-4 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">Publishing</legend>
      <Switch id="post-draft" label="Draft" checked={draft.field.value} onChange={draft.field.onChange} />
      <TextField
        id="post-publish-at"
        label="Publish date and time"
        type="datetime-local"
        help={`Shown in your local time (${localZoneLabel(now)}). A later time schedules the post: it goes public then, by itself.`}
        error={error}
        {...form.register('publishAt')}
      />
      <p className="text-sm text-slate-700" aria-live="polite" data-testid="publish-state">
        {state.kind === 'draft' && 'Draft: hidden from the site until you turn Draft off.'}
        {state.kind === 'scheduled' && `Scheduled: goes public on ${whenFormat.format(state.at)} (your time).`}
        {state.kind === 'now' && 'Public as soon as it is saved.'}
      </p>
    </fieldset>
  );
}
