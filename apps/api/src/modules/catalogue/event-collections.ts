/**
 * What the console's events may do with collections (decision 0029): read the ones an event shows,
 * check the ones it is given, and make exactly those the event's.
 */
export { activeCollectionIds, findEventCollections, replaceEventCollections } from './console-queries';
