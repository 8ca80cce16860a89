// The signed-in console (spec §2, §4): Logout, the status banner and the tabs — create,
// preview, manage (spec), then leads, content problems and backup (beyond it). After a successful creation the
// post list is refreshed, the form is reset and the preview is cleared. Edit reuses the create
// tab's form with the post's values.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { PostInput } from '../../lib/schemas/blog-post';
import { useSiteSettings } from '../../lib/site-context';
import { createPost, errorBody, isUnauthorized, openPost, updatePost } from './admin-api';
import { secondaryButtonClass } from './admin-field';
import { AdminTabs, panelId, tabId, type TabDef } from './admin-tabs';
import { ContentProblemsTab } from './content-problems-tab';
import { LeadsTab } from './leads-tab';
import { ManagePostsTab } from './manage-posts-tab';
import { PostEditor, type EditTarget } from './post-editor';
import { formFromPost } from './post-form-values';
import { PreviewTab } from './preview-tab';
import { StatusBanner, useStatusBanner } from './status-banner';
import { SyncStatusTab } from './sync-status-tab';

type TabName = 'create' | 'preview' | 'manage' | 'contacts' | 'signups' | 'problems' | 'sync';

interface AdminConsoleProps {
  token: string;
  onLogout: () => void;
  onUnauthorized: () => void;
}

export function AdminConsole({ token, onLogout, onUnauthorized }: AdminConsoleProps) {
  const settings = useSiteSettings();
  const queryClient = useQueryClient();
  const { status, show } = useStatusBanner();
  const [tab, setTab] = useState<TabName>('create');
  const [preview, setPreview] = useState<PostInput | null>(null);
  const [editing, setEditing] = useState<(EditTarget & { version: string }) | null>(null);

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
    await queryClient.invalidateQueries({ queryKey: ['admin'] });
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
        setEditing({ slug, format: opened.format, version: opened.version, values: formFromPost({ ...opened.post, slug }) });
        setPreview(null);
        setTab('create');
      } catch (error) {
        if (isUnauthorized(error)) return onUnauthorized();
        show('error', errorBody(error)?.message ?? 'The post could not be opened for editing.');
      }
    },
    [token, show, onUnauthorized],
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
              token={token}
              defaultAuthor={settings.defaultAuthorName ?? settings.owner.name}
              editing={editing}
              show={show}
              onSubmit={submit}
              onCancelEdit={() => setEditing(null)}
              onUnauthorized={onUnauthorized}
              onPreview={(post) => {
                setPreview(post);
                setTab('preview');
              }}
            />
          )}
          {id === 'preview' && tab === 'preview' && <PreviewTab post={preview} onBack={() => setTab('create')} />}
          {id === 'manage' && tab === 'manage' && <ManagePostsTab token={token} show={show} onEdit={(slug) => void edit(slug)} onUnauthorized={onUnauthorized} />}
          {(id === 'contacts' || id === 'signups') && tab === id && <LeadsTab token={token} kind={id} show={show} />}
          {id === 'problems' && tab === 'problems' && <ContentProblemsTab token={token} />}
          {id === 'sync' && tab === 'sync' && <SyncStatusTab token={token} show={show} onUnauthorized={onUnauthorized} />}
        </div>
      ))}
    </div>
  );
}
