// The services the app serves from, as one type: routes and the app import it from here, not from
// start.ts (which builds them and imports the app), so no route sits in an import circle with
// start-up. startFolio (server/start.ts) builds each of them once.
import type { PostSuggester } from './ai/post-suggester';
import type { AdminAuth } from './auth/admin-auth';
import type { PasskeyCeremonies } from './auth/passkeys/passkey-ceremonies';
import type { Config } from './config';
import type { ContentIndex } from './content/content-index';
import type { ContentRepo } from './git/content-repo';
import type { PendingUploads } from './git/pending-uploads';
import type { ImageUploads } from './images/image-uploads';
import type { UnsavedUploads } from './images/unsaved-uploads';
import type { LeadServices } from './leads/lead-services';
import type { Logger } from './logger';
import type { DraftRevisionStore } from './posts/draft-revisions';
import type { PlaceImages } from './places/place-images';
import type { PlaceService } from './places/place-service';
import type { PostHistory } from './posts/post-history';
import type { PostService } from './posts/post-service';
import type { PreviewLinkStore } from './previews/preview-link-store';
import type { AssetManifest } from './ssr/asset-manifest';
import type { ContentSync } from './sync/content-sync';
import type { SyncRefusal } from './sync/sync-refusal';

/** Everything the app serves from; each is built once, here. */
export interface FolioServices {
  config: Config;
  logger: Logger;
  index: ContentIndex;
  manifest: AssetManifest;
  auth: AdminAuth;
  /** Adding passkeys and signing in with them (the passkeys themselves are auth.passkeys). */
  passkeys: PasskeyCeremonies;
  /** The only writer of the content repo (the console's writes, restores and pulls). */
  repo: ContentRepo;
  /** Console images uploaded to a saved post, waiting for its next save (committed with it). */
  pending: PendingUploads;
  /** Console images uploaded to a post never saved, kept in DATA_DIR for its first save. */
  unsaved: UnsavedUploads;
  posts: PostService;
  /** The editor's unsaved forms of existing posts (DATA_DIR/draft-revisions/). */
  drafts: DraftRevisionStore;
  /** The console's places: every page beside the posts, saved through the same Git path (server/places/). */
  places: PlaceService;
  /** The images of the places' forms: listed and uploaded under images/, each upload its own commit. */
  placeImages: PlaceImages;
  /** The console's image uploads and picker list. */
  images: ImageUploads;
  history: PostHistory;
  suggester: PostSuggester;
  leads: LeadServices;
  /** Private preview links of drafts and scheduled posts (DATA_DIR/preview-links.json). */
  previews: PreviewLinkStore;
  /** Null when CONTENT_GIT_REMOTE is not set (the content lives in its folder alone) or sync was refused. */
  sync: ContentSync | null;
  /** Why sync is off although CONTENT_GIT_REMOTE is set (CONTENT_DIR in a larger repository); else null. */
  syncRefusal: SyncRefusal | null;
}
