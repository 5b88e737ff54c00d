import type { Topic } from '@wine/contract/feed';

/**
 * The fixed feed topic ids of `@wine/contract/feed`, without loading that module (and zod with it)
 * on the home page's first screen. The types are the contract's literal ids, so a change there
 * fails the typecheck here.
 */
export const TopicId: { banner: (typeof Topic)['banner']['id']; wineTalks: (typeof Topic)['wineTalks']['id'] } = {
  banner: '01930000-0000-7000-8000-0000000000b1',
  wineTalks: '01930000-0000-7000-8000-0000000000b2',
};
