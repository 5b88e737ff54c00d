import { Component, type ReactNode } from 'react';
import { MessagePage } from '../components/ui/MessagePage';

interface Props {
  /** The address shown: the error message stays on the page that threw; another address starts afresh. */
  pathname: string;
  children: ReactNode;
}

/**
 * Catches what a page throws while rendering, so that a page error never leaves a blank screen:
 * the header stays, and the page's place says so and leads home.
 */
export class PageErrorBoundary extends Component<Props, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError() {
    return { failedAt: window.location.pathname };
  }

  static getDerivedStateFromProps(props: Props, state: { failedAt: string | null }) {
    return state.failedAt !== null && state.failedAt !== props.pathname ? { failedAt: null } : null;
  }

  override render() {
    if (this.state.failedAt !== this.props.pathname) return this.props.children;
    return <MessagePage title="Something went wrong">This page could not be shown. Please try again later, or go back to the home page.</MessagePage>;
  }
}
