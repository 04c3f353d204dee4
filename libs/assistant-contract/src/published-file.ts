/**
 * A file customers may open: `url` where the backend gives lasting URLs (Firebase), `path` for the
 * local backend, whose URLs live only as long as the page that made them.
 */
export type PublishedFile = { url: string; path?: string };
