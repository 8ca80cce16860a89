// The signed-in console: Logout, the status banner and the tabs — create, preview and manage
// posts, then the stored leads, content problems and backup. After a successful save the post
// lists are refreshed, the form is reset and the preview is cleared. Edit reuses the create tab's
// form with the post's values.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { AdminTabs, panelId, tabId, type TabDef } from './components/admin-tabs';
import { secondaryButtonClass } from './components/button-classes';
import { PreviewTab, type RenderedBody } from './tabs/preview-tab';
import { StatusBanner, useStatusBanner } from './components/status-banner';
import { errorBody, isUnauthorized } from '../lib/api/api-client';
import type { PostInput } from '../lib/schemas/blog-post';
import { useSiteSettings } from '../lib/site-context';
import { useConsoleSession } from './session/console-session';
import { ContentProblemsTab } from './tabs/content-problems-tab';
import { PostEditor, type EditTarget } from './editor/post-editor';
import { formFromPost } from './editor/post-form-values';
import { LeadsTab } from './tabs/leads/leads-tab';
import { ManagePostsTab } from './tabs/manage-posts/manage-posts-tab';
import { createPost, openPost, renderPreview, updatePost } from './api/posts-api';
import { SyncStatusTab } from './tabs/backup/sync-status-tab';
import { ADMIN_KEY, useAdminQuery } from './api/use-admin-query';

type TabName = 'create' | 'preview' | 'manage' | 'contacts' | 'signups' | 'problems' | 'sync';

export function AdminConsole({ onLogout }: { onLogout: () => void }) {
  const { token, expire } = useConsoleSession();
  const settings = useSiteSettings();
  const queryClient = useQueryClient();
  const { status, show } = useStatusBanner();
  const [tab, setTab] = useState<TabName>('create');
  const [preview, setPreview] = useState<PostInput | null>(null);
  const [editing, setEditing] = useState<(EditTarget & { version: string }) | null>(null);
  const rendered = useRenderedBody(preview, tab === 'preview');

  const tabs: readonly TabDef<TabName>[] = [
    { id: 'create', label: editing ? 'Edit Post' : 'Create New Post' },
    { id: 'preview', label: 'Preview' },
    { id: 'manage', label: 'Manage Posts' },
    { id: 'contacts', label: 'Messages' },
    { id: 'signups', label: 'Signups' },
    { id: 'problems', label: 'Content Problems' },
    { id: 'sync', label: 'Backup' },
  ];

  const refreshLists = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: [ADMIN_KEY] });
    // Public lists cached in this tab (Home, Blog) now include the change.
    await queryClient.invalidateQueries({ queryKey: ['/api/blog'] });
  }, [queryClient]);

  const submit = useCallback(
    async (post: PostInput) => {
      if (editing) await updatePost(token, editing.slug, post, editing.version);
      else await createPost(token, post);
      setPreview(null);
      setEditing(null);
      await refreshLists();
    },
    [token, editing, refreshLists],
  );

  const edit = useCallback(
    async (slug: string) => {
      try {
        const opened = await openPost(token, slug);
        setEditing({ slug, file: opened.file, version: opened.version, values: formFromPost({ ...opened.post, slug }, opened.format) });
        setPreview(null);
        setTab('create');
      } catch (error) {
        if (isUnauthorized(error)) return expire();
        show('error', errorBody(error)?.message ?? 'The post could not be opened for editing.');
      }
    },
    [token, show, expire],
  );

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
              // A new post or another post to edit starts a fresh form.
              key={editing ? `${editing.slug}:${editing.version}` : 'new'}
              defaultAuthor={settings.defaultAuthorName ?? settings.owner.name}
              editing={editing}
              show={show}
              onSubmit={submit}
              onCancelEdit={() => setEditing(null)}
              onPreview={(post) => {
                setPreview(post);
                setTab('preview');
              }}
            />
          )}
          {id === 'preview' && tab === 'preview' && <PreviewTab post={preview} body={rendered} onBack={() => setTab('create')} />}
          {id === 'manage' && tab === 'manage' && <ManagePostsTab show={show} onEdit={(slug) => void edit(slug)} />}
          {(id === 'contacts' || id === 'signups') && tab === id && <LeadsTab kind={id} show={show} />}
          {id === 'problems' && tab === 'problems' && <ContentProblemsTab />}
          {id === 'sync' && tab === 'sync' && <SyncStatusTab show={show} />}
        </div>
      ))}
    </div>
  );
}

/** The preview's content as the server renders it through the site's pipeline. */
function useRenderedBody(post: PostInput | null, shown: boolean): RenderedBody {
  const slug = post?.slug ?? '';
  const query = useAdminQuery(['preview', post?.format, slug, post?.content], (token, signal) => renderPreview(token, { content: post!.content, format: post!.format, slug }, signal), {
    enabled: post !== null && shown,
  });
  if (query.isSuccess) return { state: 'done', preview: query.data };
  return query.isError ? { state: 'failed' } : { state: 'pending' };
}
