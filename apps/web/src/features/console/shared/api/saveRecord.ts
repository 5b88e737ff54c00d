import { userRequest } from '../../../../lib/userClient';

/** What a console form saves: a new record (`id` null) or the changes to one. */
export type SaveInput<Create, Update> = { id: null; body: Create } | { id: string; body: Update };

/** POST `collection` for a new record, PATCH `collection/{id}` for an edit (or `isActive` alone). */
export const saveRecord = <Saved, Create, Update>(collection: string, input: SaveInput<Create, Update>): Promise<Saved> =>
  input.id === null
    ? userRequest<Saved>(collection, { method: 'POST', body: input.body })
    : userRequest<Saved>(`${collection}/${encodeURIComponent(input.id)}`, { method: 'PATCH', body: input.body });
