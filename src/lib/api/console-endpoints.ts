// Every call the console makes, written once: method, path, what it sends and what it answers.
// The server registers its console routes from this table (server/admin/console-router.ts), the
// console calls through it (src/console/), the tests call through it, and docs/console-api.md is
// checked against it. A path is the full path a browser asks for; `:name` is a path parameter.
//
// Paths under /api/admin/ are the console's own mount, behind its one guard (decision 047). The
// product spec (§7) fixes four calls under /api/blog; they reach the same guard through aliases.
// Sign-in (with the password, or with a passkey in two calls) is the one call that needs no session.
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type * as z from 'zod/mini';
import type { BackupCheck } from './backup-check';
import type { ContentImage, UploadedImage } from './admin-images';
import type { CommitInfo, DeletedPost, OpenedPost, SavedPost } from './admin-posts';
import type { ContentProblem } from './content-problem';
import { draftRevisionInputSchema, type DraftRevision } from './draft-revisions';
import type { ContactMessage, LeadsDeleted, LeadsOfAddress, Signup } from './leads';
import type { PasskeyInfo } from './passkeys';
import type { OpenedPlace, PlaceImage, PlaceItems, PlaceSummary, SavedPlace } from './places';
import type { PreviewLink } from './preview-links';
import type { ConflictVersions, SyncStatus } from './sync-status';
import { generateRequestSchema, postCreateSchema, postPreviewSchema, postUpdateSchema, type AdminPostListItem, type GeneratedSuggestion, type PostPreview } from '../schemas/blog-post';
import { placeCreateSchema, placeSaveSchema } from '../schemas/place-inputs';
import { conflictResolutionSchema, previewLinkInputSchema, restoreRequestSchema, signInSchema } from '../schemas/console-inputs';
import { passkeyRegistrationSchema, passkeySignInSchema } from '../schemas/passkey-inputs';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

/** What a call sends as its body: a JSON object checked by a schema, the raw bytes of a file, or nothing. */
export type EndpointBody = z.ZodMiniType | 'bytes' | null;

export interface ConsoleEndpoint<Answer = unknown, Body extends EndpointBody = EndpointBody, Path extends string = string> {
  readonly method: HttpMethod;
  readonly path: Path;
  /** The query parameters it reads, by name. */
  readonly query: readonly string[];
  readonly body: Body;
  /**
   * 'public' only for sign-in (the password, or a passkey's two calls). Every other call sends the session and is behind the console's guard
   * (401 without a valid one), except sign-out, which answers 204 to a token already dead.
   */
  readonly access: 'session' | 'public';
  /** One line for docs/console-api.md: what the call does and answers. */
  readonly does: string;
  /** The answer's type (no value: the type is all the table carries). */
  readonly answer?: Answer;
}

/** The names of a path's `:name` parameters. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** A path's parameters as an object: `/api/admin/posts/:slug` → `{ slug: string }`. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: string };

/** What a call answers. */
export type AnswerOf<E> = E extends ConsoleEndpoint<infer Answer, EndpointBody, string> ? Answer : never;

/** What the console sends as the body (before the server's parse), or undefined for none. */
export type BodyOf<E> = E extends ConsoleEndpoint<unknown, infer Body, string> ? (Body extends z.ZodMiniType ? z.input<Body> : Body extends 'bytes' ? Blob | Uint8Array : undefined) : never;

/** What the server holds once the body is parsed. */
export type ParsedBodyOf<E> = E extends ConsoleEndpoint<unknown, infer Body, string> ? (Body extends z.ZodMiniType ? z.output<Body> : undefined) : never;

interface EndpointOptions<Body extends EndpointBody> {
  query?: readonly string[];
  body?: Body;
  access?: 'session' | 'public';
  does: string;
}

/** One row of the table; `Answer` is given as a type argument: `endpoint<Post>()('GET', '/api/…', {…})`. */
function endpoint<Answer>() {
  return <Path extends string, Body extends EndpointBody = null>(method: HttpMethod, path: Path, options: EndpointOptions<Body>): ConsoleEndpoint<Answer, Body, Path> => ({
    method,
    path,
    query: options.query ?? [],
    body: (options.body ?? null) as Body,
    access: options.access ?? 'session',
    does: options.does,
  });
}

export const consoleEndpoints = {
  signIn: endpoint<{ token: string; expiresAt: string }>()('POST', '/api/admin/session', {
    body: signInSchema,
    access: 'public',
    does: 'Trades the password for a session token: 201 `{token, expiresAt}`; 401 wrong password, 429 too many tries',
  }),
  signOut: endpoint<void>()('DELETE', '/api/admin/session', { does: 'Revokes the session token (204, also for a token no longer valid)' }),
  passkeySignInOptions: endpoint<PublicKeyCredentialRequestOptionsJSON>()('POST', '/api/admin/session/passkey-options', {
    access: 'public',
    does: 'Starts a passkey sign-in: the options for `navigator.credentials.get()` (no user name: the device offers the console\'s passkeys), whose challenge is good for one answer within 5 minutes. The relying party is `SITE_URL`\'s host, or the request\'s when it is unset; 400 when that is an IP address or not https (http://localhost works); 429 after too many failed passkey sign-ins from the address',
  }),
  passkeySignIn: endpoint<{ token: string; expiresAt: string }>()('POST', '/api/admin/session/passkey', {
    body: passkeySignInSchema,
    access: 'public',
    does: 'Trades a passkey\'s answer (`credential`, the JSON of `startAuthentication()`) for a session token, as the password sign-in does: 201 `{token, expiresAt}` and the known-browser cookie; 400 a malformed answer or an expired or used challenge, 401 `unknown_passkey` or `passkey_not_verified` (or `passkey_counter`: its counter went backwards, as a copy\'s would), 429 after 10 failures from the address in 15 minutes. Never waits behind password checks',
  }),

  checkSession: endpoint<void>()('HEAD', '/api/blog', { does: '200 for a valid bearer, else 401' }),
  listPosts: endpoint<AdminPostListItem[]>()('GET', '/api/blog', {
    does: 'The console\'s list (with a bearer; without one it is the public list): `id`, `title`, `slug`, `publishedAt`, `state` (`published`, `scheduled`, `draft`), newest first',
  }),
  createPost: endpoint<SavedPost>()('POST', '/api/blog', {
    body: postCreateSchema,
    does: 'Creates a post (201, the post as served with `sync`); 400 names the fields to fix, 409 when the slug exists. `content` is HTML, or Markdown with `"format": "markdown"` (written as `posts/<slug>.md`). Optional `draft` (default false) and `publishedAt` (an ISO time with an offset; default now, a later time schedules the post). Optional `commitMessage` (one line, at most 150 characters; never written into the post) is the commit\'s message instead of `Add post "<title>"`',
  }),
  generateSuggestions: endpoint<GeneratedSuggestion>()('POST', '/api/blog/generate', {
    body: generateRequestSchema,
    does: 'Suggestions for title, slug, summary, SEO fields and tags from `content`, the post\'s plain text; optional `source` (the body as written, for the built-in analyzer to read its headings) and `format` (`html`, `markdown`); `source: "built-in"` when no AI provider is configured; 502 when the provider fails',
  }),

  openPost: endpoint<OpenedPost>()('GET', '/api/admin/posts/:slug', {
    does: "A post's source for the editor, with its `version`, `format` (`md` or `html`) and `draft`",
  }),
  updatePost: endpoint<SavedPost>()('PUT', '/api/admin/posts/:slug', {
    body: postUpdateSchema,
    does: 'Saves a post opened with `version` (409 if the file changed meanwhile); `format` left out keeps the post\'s format, another one renames the file in the same commit; `draft` and `publishedAt` change only when sent; a new `slug` moves the post (its file renamed in the same commit, or `slug:` written when the file name does not give it), adds `/blog/<old slug>` to its `aliases:` so the old address answers 301, and revokes its preview links: 409 `slug_taken` when the new slug is taken, 400 when it is not a slug. Answers the post as served (under its new slug) with `sync`. Optional `commitMessage` as for `POST /api/blog`, instead of `Update post "<title>"`',
  }),
  deletePost: endpoint<void>()('DELETE', '/api/admin/posts/:slug', {
    query: ['version'],
    does: 'Deletes a post (204); `?version=` optional, 409 when stale; a malformed one (a list, empty, not the 64-character version) is a 400',
  }),
  getDraftRevision: endpoint<{ revision: DraftRevision | null }>()('GET', '/api/admin/posts/:slug/draft', {
    does: "The post's draft revision, the editor's unsaved form kept on the server: `{revision}` with `values`, `baseVersion` (the version it was opened at), `savedAt`, `publishAtChosen` and `storedAt`, or `{revision: null}`",
  }),
  putDraftRevision: endpoint<DraftRevision>()('PUT', '/api/admin/posts/:slug/draft', {
    body: draftRevisionInputSchema,
    does: 'Keeps the editor\'s unsaved form for an existing post in DATA_DIR (never committed), replacing the one before: `values` (the form\'s fields), `baseVersion`, `savedAt`, `publishAtChosen`; answers it with `storedAt`. 404 when there is no such post, 413 over 512 KB; at most 100 posts keep one (the oldest goes). Removed when the post is saved, restored or deleted',
  }),
  deleteDraftRevision: endpoint<void>()('DELETE', '/api/admin/posts/:slug/draft', { does: "Removes the post's draft revision (204, also when there is none)" }),
  postHistory: endpoint<CommitInfo[]>()('GET', '/api/admin/posts/:slug/history', { does: 'The commits that touched the post, newest first' }),
  postChange: endpoint<{ diff: string }>()('GET', '/api/admin/posts/:slug/history/:commit', { does: 'The change one commit made to the post: `{diff}`' }),
  restorePost: endpoint<SavedPost>()('POST', '/api/admin/posts/:slug/restore', {
    body: restoreRequestSchema,
    does: 'Brings back the version of `commit` as a new commit; answers the post as served with `sync`',
  }),
  deletedPosts: endpoint<DeletedPost[]>()('GET', '/api/admin/deleted-posts', { does: 'Posts deleted from the content repo; their history and restore work by slug' }),
  contentProblems: endpoint<ContentProblem[]>()('GET', '/api/admin/problems', { does: 'Content files that fail to parse or validate, and the notes on files served with a guess' }),
  previewBody: endpoint<PostPreview>()('POST', '/api/admin/preview', {
    body: postPreviewSchema,
    does: 'The body as the site would serve it, `{html, problems, notes}`: the HTML, the errors that would refuse it, and what it will be shown without (an image not in the content yet)',
  }),

  listImages: endpoint<ContentImage[]>()('GET', '/api/admin/images', {
    query: ['post'],
    does: 'The images beside the post, then under `images/`: `path`, `url`, `besidePost`, `resizable`; for a post never saved, first the images uploaded for it, at their `/media/.unsaved/…` address',
  }),
  uploadImage: endpoint<UploadedImage>()('POST', '/api/admin/images', {
    query: ['post', 'name'],
    body: 'bytes',
    does: 'Uploads an image: the body is the file\'s bytes (not JSON); 201 with its `path`, `url`, `type`, size, `commit` (`null` when it waits for the post\'s save or the same image was there) and `pending` (`true`: committed with the post\'s next save) and `unsaved` (`true`: the post was never saved; the image is kept out of the content, at a `/media/.unsaved/<slug>/<name>` `url` only the signed-in console can load, until the post\'s first save moves it to `path` and commits it with the post; removed after a day without a save); 413 over 10 MB, 415 not an image, 422 unreadable or an unsafe SVG',
  }),

  listPreviewLinks: endpoint<PreviewLink[]>()('GET', '/api/admin/preview-links', {
    query: ['slug'],
    does: "A post's live preview links: `id`, `slug`, `createdAt`, `expiresAt`",
  }),
  createPreviewLink: endpoint<PreviewLink>()('POST', '/api/admin/preview-links', {
    body: previewLinkInputSchema,
    does: 'A new link for a draft or scheduled post (201, with `path` and `url`, shown only here); `expiresInSeconds` defaults to 7 days, at most 90; 409 for a published post',
  }),
  revokePreviewLink: endpoint<void>()('DELETE', '/api/admin/preview-links/:id', { does: 'Revokes a link at once (204; 404 when it is not live)' }),

  listPlaces: endpoint<PlaceSummary[]>()('GET', '/api/admin/places', {
    does: "The site's places the console edits beside posts (home hero, owner details, About, Services, Testimonials, Map projects, Site settings; Projects and Templates as collections): `id`, `label`, `description`, `files`, `collection`",
  }),
  openPlace: endpoint<OpenedPlace>()('GET', '/api/admin/places/:place', {
    does: 'A place opened for editing: `values` as the site reads them from its files, `version` (409 on a save when a file changed since), `files`, `notes` (the content notes on those files) and `form`, the fields described from the same zod schema the server reads the file with (`text`, `number`, `boolean`, `enum`, `textList`, `textMap`, `group`, `objectList`; an image reference is a text with `format: "image"`)',
  }),
  savePlace: endpoint<SavedPlace>()('PUT', '/api/admin/places/:place', {
    body: placeSaveSchema,
    does: 'Saves a place: `values` are checked with the file\'s schema (400 `invalid_place`, `fields` keyed by the path of each field to fix, e.g. `hero.headline`), written into the same files an owner edits by hand (YAML changed only where a value changed: comments and key order stay) and committed in one commit (`Update site settings: hero`, or the optional `commitMessage`); 409 `stale_edit` when `version` is stale, 422 when the site could not serve the result. Answers `commit` (null when nothing changed), `message`, the new `version`, the files\' `notes` and `sync`',
  }),
  listPlaceItems: endpoint<PlaceItems>()('GET', '/api/admin/places/:place/items', {
    does: 'The items of a collection place (`projects`, `templates`): `items` (`slug`, `title`, `file`, `url`), the `form` of an item, `canCreate` and the label of its `body`',
  }),
  createPlaceItem: endpoint<SavedPlace>()('POST', '/api/admin/places/:place/items', {
    body: placeCreateSchema,
    does: 'Adds a project (201): its slug is made from `values.title` by the site\'s slug rule, written as `projects/<slug>.md` (front matter and `values.body`) and committed as `Add project "<title>"`; 409 `slug_taken` when a project has that slug, 400 as for a save; templates are not added here (405)',
  }),
  openPlaceItem: endpoint<OpenedPlace>()('GET', '/api/admin/places/:place/items/:slug', { does: 'One item of a collection opened for editing, as `openPlace` (its Markdown text is `values.body`)' }),
  savePlaceItem: endpoint<SavedPlace>()('PUT', '/api/admin/places/:place/items/:slug', {
    body: placeSaveSchema,
    does: 'Saves an item as `savePlace` saves a place (`Update project "<title>"`); the slug and file stay',
  }),
  deletePlaceItem: endpoint<void>()('DELETE', '/api/admin/places/:place/items/:slug', {
    query: ['version'],
    does: 'Deletes a project\'s file in its own commit (204); `?version=` optional, 409 when stale; templates are not deleted here (405)',
  }),
  listPlaceImages: endpoint<ContentImage[]>()('GET', '/api/admin/place-images', { does: 'The images under `images/` for the image fields of places: `path`, `url` (what a form writes), `resizable`' }),
  uploadPlaceImage: endpoint<PlaceImage>()('POST', '/api/admin/place-images', {
    query: ['name'],
    body: 'bytes',
    does: 'Uploads an image for a place\'s form: the body is the file\'s bytes, checked as `uploadImage` checks them (413, 415, 422 alike); stored as `images/<name>.<ext>` and committed at once in its own commit (`Add image images/<name>.<ext>`); 201 with `path`, `url` and `commit` (null when the same image was there already)',
  }),

  listContacts: endpoint<ContactMessage[]>()('GET', '/api/admin/leads/contacts', { does: 'Contact messages, newest first' }),
  contactsCsv: endpoint<Response>()('GET', '/api/admin/leads/contacts.csv', { does: 'Contact messages as a CSV file' }),
  deleteContact: endpoint<void>()('DELETE', '/api/admin/leads/contacts/:id', { does: 'Deletes one contact message (204)' }),
  listSignups: endpoint<Signup[]>()('GET', '/api/admin/leads/signups', { does: 'Template signups, newest first' }),
  signupsCsv: endpoint<Response>()('GET', '/api/admin/leads/signups.csv', { does: 'Template signups as a CSV file' }),
  deleteSignup: endpoint<void>()('DELETE', '/api/admin/leads/signups/:id', { does: 'Deletes one signup (204)' }),
  leadsOfAddress: endpoint<LeadsOfAddress>()('GET', '/api/admin/leads/address', { query: ['email'], does: 'Everything held about an address' }),
  deleteLeadsOfAddress: endpoint<LeadsDeleted>()('DELETE', '/api/admin/leads/address', { query: ['email'], does: 'Deletes an address from both stores; answers how many of each' }),

  syncStatus: endpoint<SyncStatus>()('GET', '/api/admin/sync', { does: "The Backup tab's status; `{enabled: false}` when sync is off, with `refused` saying why when `CONTENT_GIT_REMOTE` is set but `CONTENT_DIR` is a folder of a larger repository" }),
  syncNow: endpoint<SyncStatus>()('POST', '/api/admin/sync', { does: 'Sync now: pulls and pushes, answers the status afterwards; 404 `sync_off` when sync is off, 409 `sync_refused` (naming `npm run content:init`) when it was refused at start' }),
  openConflict: endpoint<ConflictVersions>()('GET', '/api/admin/sync/conflict', { query: ['copy'], does: "A conflict's two versions" }),
  resolveConflict: endpoint<SyncStatus>()('POST', '/api/admin/sync/conflict', {
    body: conflictResolutionSchema,
    does: 'Keeps one version of a conflict (`keep`: `served` or `copy`) as a commit; answers the status afterwards',
  }),
  lastBackupCheck: endpoint<BackupCheck | { checkedAt: null }>()('GET', '/api/admin/backup/check', { does: 'The last Verify backup result (`{checkedAt: null}` when none has run)' }),
  listPasskeys: endpoint<PasskeyInfo[]>()('GET', '/api/admin/passkeys', { does: 'The owner\'s passkeys: `id`, `name`, `createdAt`, `lastUsedAt` (null until first used), oldest first' }),
  passkeyRegistrationOptions: endpoint<PublicKeyCredentialCreationOptionsJSON>()('POST', '/api/admin/passkeys/options', {
    does: 'Starts adding a passkey: the options for `navigator.credentials.create()` (a discoverable credential, user verification preferred), whose challenge is good for one answer from this session within 5 minutes; 400 when the relying party cannot be used (an IP address, not https)',
  }),
  addPasskey: endpoint<PasskeyInfo>()('POST', '/api/admin/passkeys', {
    body: passkeyRegistrationSchema,
    does: 'Adds the passkey: `name` (1–60 characters) and `credential` (the JSON of `startRegistration()`); 201 with the passkey as listed; 400 a malformed answer or an expired or used challenge, 401 `passkey_not_verified`, 409 `passkeys_full` at 20 passkeys. A new console password removes every passkey',
  }),
  deletePasskey: endpoint<void>()('DELETE', '/api/admin/passkeys/:id', { does: 'Removes a passkey (204; 404 when there is none with that id)' }),

  verifyBackup: endpoint<BackupCheck>()('POST', '/api/admin/backup/check', { does: 'Verify backup now: clones the remote, indexes it and compares it with what is served' }),
} as const;

export type ConsoleEndpoints = typeof consoleEndpoints;
export type ConsoleEndpointName = keyof ConsoleEndpoints;

/** Where the console router is mounted; every session call not fixed by the spec lives under it. */
export const CONSOLE_MOUNT = '/api/admin';

/** A path with its parameters filled in, each encoded: `fillPath('/api/admin/posts/:slug', {slug: 'a b'})` → `/api/admin/posts/a%20b`. */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  return path.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = (params as Record<string, string | undefined>)[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(value);
  });
}
