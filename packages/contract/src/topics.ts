/** Kept free of zod: the home page needs these ids on its first screen. */

/** Fixed feed topics (spec 000 §9: "the wine-feed topic id [is a] fixed value"). */
export const Topic = {
  banner: { id: '01930000-0000-7000-8000-0000000000b1', name: 'banner' },
  /** Wine Talks, which the blog editor calls the Wine Blogs topic. */
  wineTalks: { id: '01930000-0000-7000-8000-0000000000b2', name: 'Wine Talks' },
} as const;
