import { Component, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterHydration } from './after-hydration';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

const placeholder = () => <p role="status">Loading the greeting...</p>;

describe('afterHydration', () => {
  it('renders the placeholder on the server, with no client-only boundary in the HTML', () => {
    const Loaded = afterHydration(() => Promise.resolve(Greeting), placeholder);
    const html = renderToString(<Loaded name="Asha" />);
    expect(html).toBe('<p role="status">Loading the greeting...</p>');
    expect(html).not.toContain('<template');
  });

  it('shows the placeholder, then the component with its props once its code has arrived', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const Loaded = afterHydration(load, placeholder);
    render(<Loaded name="Asha" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the greeting...');
    arrive(Greeting);
    expect(await screen.findByText('Hello, Asha')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without fetching again, where it has been loaded before (a later page)', async () => {
    const load = jest.fn(() => Promise.resolve(Greeting));
    const Loaded = afterHydration(load, placeholder);
    const first = render(<Loaded name="Asha" />);
    await screen.findByText('Hello, Asha');
    first.unmount();
    render(<Loaded name="Ravi" />);
    expect(screen.getByText('Hello, Ravi')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands a chunk that fails to load to the nearest error boundary', async () => {
    const failure = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    const Loaded = afterHydration<{ name: string }>(() => Promise.reject(failure), placeholder);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Loaded name="Asha" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading chunk 42 failed.');
    quiet.mockRestore();
  });
});
