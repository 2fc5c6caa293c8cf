'use client';

import { Component, type ReactNode } from 'react';

interface LoadFailureBoundaryProps {
  /** What the reader is told, in the page's language. */
  message: string;
  retryLabel: string;
  children: ReactNode;
}

/**
 * Around a part of the page whose code loads on demand (a form): when that code cannot be fetched (offline,
 * a dropped connection), the reader is told so in its place, with a way to try again. Without it the error
 * would reach the root, which shows the whole page as its no-script version. Trying again reloads the page:
 * a dynamic import that has failed once stays failed for the life of the page.
 */
export class LoadFailureBoundary extends Component<LoadFailureBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    console.error('A part of the page could not load:', error.message);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="space-y-4 py-6 text-center">
        <p className="font-semibold text-ink">{this.props.message}</p>
        <button type="button" className="btn-primary" onClick={() => window.location.reload()}>
          {this.props.retryLabel}
        </button>
      </div>
    );
  }
}
