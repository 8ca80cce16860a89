// The read paths of post lists the public pages show. A page that shows a few of the newest posts
// asks for that few (`/api/blog?limit=`), so its HTML carries them and not every post: at 10,000
// posts the whole list is 4 MB, and each post page used to embed it (docs/decisions/059).

/** Every public post, newest first: the blog page and the spec's API. */
export const ALL_POSTS_PATH = '/api/blog';

/** How many of the newest posts the home page shows. */
export const LATEST_POST_COUNT = 3;
/** How many other posts a post's page shows under it. */
export const RECENT_POST_COUNT = 3;

/** The newest `count` public posts. */
export const newestPostsPath = (count: number) => `${ALL_POSTS_PATH}?limit=${count}`;

/** What the home page asks for. */
export const LATEST_POSTS_PATH = newestPostsPath(LATEST_POST_COUNT);
/** What a post's page asks for: one more than it shows, as the post itself may be among them. */
export const RECENT_POSTS_PATH = newestPostsPath(RECENT_POST_COUNT + 1);
