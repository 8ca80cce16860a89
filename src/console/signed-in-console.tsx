// The signed-in console: Logout, the status banner and the tabs — create, preview and manage
// posts, then the stored leads, content problems and backup. The editor saves by itself; after a
// save the preview is cleared and an edit ends, unless the owner saved to keep editing: then the
// saved post is opened for editing, as Manage Posts → Edit opens it. Edit reuses the create tab's form with the post's
// values.
import { lazy, Suspense, useEffect, useState } from 'react';
import type { PostInput } from '../lib/schemas/blog-post';
import { useConsoleAction } from './api/use-console-action';
import { useConsoleQuery } from './api/use-console-query';
import { useConsoleSite } from './console-site';
import { AdminTabs, panelId, tabId, type TabDef } from './components/admin-tabs';
import { secondaryButtonClass } from './components/button-classes';
import { StatusBanner, useStatusBanner } from './components/status-banner';
import { PostEditor, type EditTarget } from './editor/post-editor';
import { rememberEditing, rememberedEditing } from './editor/form-draft';
import { formFromPost } from './editor/post-form-values';
import { ManagePostsTab } from './tabs/manage-posts/manage-posts-tab';
import { PreviewTab, type RenderedBody } from './tabs/preview-tab';

// The tabs an owner opens now and then load when first opened (each its own chunk): the console's
// first load is the editor, its preview and the post list (docs/benchmark.md, the console's editor).
const PlacesTab = lazy(() => import('./tabs/places/places-tab').then((module) => ({ default: module.PlacesTab })));
const LeadsTab = lazy(() => import('./tabs/leads/leads-tab').then((module) => ({ default: module.LeadsTab })));
const ContentProblemsTab = lazy(() => import('./tabs/content-problems-tab').then((module) => ({ default: module.ContentProblemsTab })));
const SyncStatusTab = lazy(() => import('./tabs/backup/sync-status-tab').then((module) => ({ default: module.SyncStatusTab })));
const PasskeysTab = lazy(() => import('./tabs/security/passkeys-tab').then((module) => ({ default: module.PasskeysTab })));

/** What a tab shows while its code loads (a moment, once). */
const loadingTab = <p className="text-sm text-slate-700">Loading...</p>;

type TabName = 'create' | 'preview' | 'manage' | 'site' | 'contacts' | 'signups' | 'problems' | 'sync' | 'security';

export function SignedInConsole({ onLogout }: { onLogout: () => void }) {
  const { defaultAuthor } = useConsoleSite();
  const { status, show } = useStatusBanner();
  const [tab, setTab] = useState<TabName>('create');
  // Once opened, the Site tab stays mounted like the editor, so a tab switch keeps what was typed.
  const [siteSeen, setSiteSeen] = useState(false);
  if (tab === 'site' && !siteSeen) setSiteSeen(true);
  const [preview, setPreview] = useState<PostInput | null>(null);
  const [editing, setEditing] = useState<EditTarget | null>(null);
  // A new editor (a fresh form) for each post opened and on Cancel Edit; a save keeps the editor,
  // which resets its form itself and keeps saying how the save went.
  const [editorKey, setEditorKey] = useState(0);
  const rendered = useRenderedBody(preview, tab === 'preview');

  const tabs: readonly TabDef<TabName>[] = [
    { id: 'create', label: editing ? 'Edit Post' : 'Create New Post' },
    { id: 'preview', label: 'Preview' },
    { id: 'manage', label: 'Manage Posts' },
    { id: 'site', label: 'Site' },
    { id: 'contacts', label: 'Messages' },
    { id: 'signups', label: 'Signups' },
    { id: 'problems', label: 'Content Problems' },
    { id: 'sync', label: 'Backup' },
    { id: 'security', label: 'Security' },
  ];

  const edit = useConsoleAction((call, slug: string) => call('openPost', { params: { slug } }), {
    show,
    refresh: [],
    failed: 'The post could not be opened for editing.',
    done: (opened, slug) => {
      // The post already open, unchanged, keeps its editor (and what was typed in it).
      if (editing?.slug !== slug || editing.version !== opened.version) setEditorKey((key) => key + 1);
      setEditing({ slug, file: opened.file, version: opened.version, values: formFromPost({ ...opened.post, slug }, opened.format) });
      setPreview(null);
      setTab('create');
    },
  });

  // A reload while editing reopens that post's editor (its unsaved changes are restored there);
  // the tab remembers which post it was, a fresh browser shows the new-post form.
  const [resume] = useState(rememberedEditing);
  const { run: openForEdit } = edit;
  useEffect(() => {
    if (resume) void openForEdit(resume);
  }, [resume, openForEdit]);
  useEffect(() => rememberEditing(editing?.slug ?? null), [editing?.slug]);

  return (
    <div>
      <div className="mb-6 flex justify-end">
        <button type="button" className={secondaryButtonClass} onClick={onLogout}>
          Logout
        </button>
      </div>
      <StatusBanner status={status} />
      <AdminTabs tabs={tabs} active={tab} onSelect={setTab} />
      {tabs.map(({ id }) => (
        // The editor stays mounted while hidden, so switching tabs never loses what was typed.
        <div key={id} role="tabpanel" id={panelId(id)} aria-labelledby={tabId(id)} hidden={tab !== id}>
          {id === 'create' && (
            <PostEditor
              key={editorKey}
              defaultAuthor={defaultAuthor}
              editing={editing}
              show={show}
              onSaved={(keepEditing) => {
                setPreview(null);
                // Kept editing: the saved post opens as Manage Posts → Edit opens it.
                if (keepEditing) void edit.run(keepEditing);
                else setEditing(null);
              }}
              onCancelEdit={() => {
                setEditing(null);
                setEditorKey((key) => key + 1);
              }}
              onPreview={(post) => {
                setPreview(post);
                setTab('preview');
              }}
            />
          )}
          {id === 'preview' && tab === 'preview' && <PreviewTab post={preview} body={rendered} onBack={() => setTab('create')} />}
          {id === 'manage' && tab === 'manage' && <ManagePostsTab show={show} onEdit={(slug) => void edit.run(slug)} />}
          {id === 'site' && siteSeen && (
            <Suspense fallback={<p className="text-sm text-slate-700">Loading the site's places...</p>}>
              <PlacesTab show={show} />
            </Suspense>
          )}
          <Suspense fallback={loadingTab}>
            {(id === 'contacts' || id === 'signups') && tab === id && <LeadsTab kind={id} show={show} />}
            {id === 'problems' && tab === 'problems' && <ContentProblemsTab />}
            {id === 'sync' && tab === 'sync' && <SyncStatusTab show={show} />}
            {id === 'security' && tab === 'security' && <PasskeysTab show={show} />}
          </Suspense>
        </div>
      ))}
    </div>
  );
}

/** The preview's content as the server renders it through the site's pipeline. */
function useRenderedBody(post: PostInput | null, shown: boolean): RenderedBody {
  const slug = post?.slug ?? '';
  const query = useConsoleQuery(['preview', post?.format, slug, post?.content], (call, signal) => call('previewBody', { body: { content: post!.content, format: post!.format ?? 'html', slug }, signal }), {
    enabled: post !== null && shown,
  });
  if (query.isSuccess) return { state: 'done', preview: query.data };
  return query.isError ? { state: 'failed' } : { state: 'pending' };
}
