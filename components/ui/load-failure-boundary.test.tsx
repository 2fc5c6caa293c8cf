import { render, screen } from '@testing-library/react';
import { LoadFailureBoundary } from './load-failure-boundary';

function FailedChunk(): never {
  const error = new Error('Failed to load chunk /_next/static/chunks/form.js');
  error.name = 'ChunkLoadError';
  throw error;
}

describe('LoadFailureBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

  it('shows its children while they render', () => {
    render(
      <LoadFailureBoundary message="The form could not load." retryLabel="Try again">
        <p>The form</p>
      </LoadFailureBoundary>,
    );
    expect(screen.getByText('The form')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tells the reader in place when their code cannot be fetched, with a button to try again', () => {
    render(
      <LoadFailureBoundary message="The form could not load. Check your connection and try again." retryLabel="Try again">
        <FailedChunk />
      </LoadFailureBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The form could not load. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(console.error).toHaveBeenCalledWith('A part of the page could not load:', 'Failed to load chunk /_next/static/chunks/form.js');
  });
});
