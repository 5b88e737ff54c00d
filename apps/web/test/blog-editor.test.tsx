import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@wine/contract/routes';
import type { OwnUser } from '@wine/contract/users';
import { Text } from '@wine/contract/texts';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BlogEditorPage from '../src/features/wine-talks/pages/BlogEditorPage';
import { endSession, startSession } from '../src/lib/session';
import { renderInApp, shopper, stubApi } from './render';

afterEach(() => {
  endSession();
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const sommelier: OwnUser = { ...shopper, activeStatus: 'approved' };

function show() {
  startSession('a-session-token', sommelier);
  const calls = stubApi(() => ({}));
  const alerts = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: paths.createBlog, element: <BlogEditorPage /> }], { initialEntries: [paths.createBlog] });
  renderInApp(<RouterProvider router={router} />);
  return { calls, alerts };
}

const title = () => screen.getByRole<HTMLInputElement>('textbox', { name: Text.blogTitle });

describe('the Wine Talks editor', () => {
  it("alerts the spec's words and asks for a cover when a new post is published empty, and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls, alerts } = show();
    await user.click(screen.getByRole('button', { name: Text.publish }));

    await waitFor(() => expect(alerts).toHaveBeenCalledWith(Text.fillAllFields));
    expect(screen.getByText('Cover image required')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('keeps what is typed as a draft of this writer, until it is discarded', async () => {
    const user = userEvent.setup();
    show();
    await user.type(title(), 'Notes from the cellar');
    const key = `wine_talks_draft:${sommelier.id}:new`;
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(key) ?? 'null')).toMatchObject({ title: 'Notes from the cellar' }));

    cleanup();
    show();
    expect(screen.getByText('Your unpublished draft was restored.')).toBeTruthy();
    expect(title().value).toBe('Notes from the cellar');
    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(title().value).toBe('');
    expect(window.localStorage.getItem(key)).toBeNull();
  });
});
