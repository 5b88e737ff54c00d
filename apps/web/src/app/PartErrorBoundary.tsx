import { Component, type ReactNode } from 'react';

interface Props {
  /** What stands in the part's place once it has thrown. */
  fallback: ReactNode;
  /** A change (another address, another session) tries the part again. */
  resetKey: string;
  children: ReactNode;
}

/**
 * Catches what a shared part of the layout (the header, the footer, a popup) throws while
 * rendering: React would otherwise unmount the whole page and leave it blank. The page's own
 * errors are PageErrorBoundary's.
 */
export class PartErrorBoundary extends Component<Props, { failedWith: string | null }> {
  override state = { failedWith: null as string | null };

  static getDerivedStateFromError() {
    return { failedWith: '' };
  }

  static getDerivedStateFromProps(props: Props, state: { failedWith: string | null }) {
    if (state.failedWith === '') return { failedWith: props.resetKey };
    return state.failedWith !== null && state.failedWith !== props.resetKey ? { failedWith: null } : null;
  }

  override render() {
    return this.state.failedWith === null ? this.props.children : this.props.fallback;
  }
}
