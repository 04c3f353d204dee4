import { StrictMode, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveQueryRegistry } from './live-query-registry';
import { useLiveQuery } from './use-live-query';

const GRACE_MS = 30;

/** A snapshot stream under the test's control, counting how many listeners are attached. */
function createStream<T>() {
  const sinks = new Set<{ next: (value: T) => void; error: (error: Error) => void }>();
  let subscribeCalls = 0;
  return {
    subscribe: (next: (value: T) => void, error: (error: Error) => void) => {
      subscribeCalls++;
      const sink = { next, error };
      sinks.add(sink);
      return () => void sinks.delete(sink);
    },
    emit: (value: T) => act(() => sinks.forEach((sink) => sink.next(value))),
    fail: (error: Error) => act(() => sinks.forEach((sink) => sink.error(error))),
    get active() {
      return sinks.size;
    },
    get subscribeCalls() {
      return subscribeCalls;
    },
  };
}

function setup() {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: 60_000 } } });
  const registry = liveQueryRegistry(client, { gracePeriodMs: GRACE_MS });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, registry, wrapper };
}

function Reader({ id, stream }: { id: string; stream: ReturnType<typeof createStream<string>> }) {
  const query = useLiveQuery({ queryKey: ['greeting'], subscribe: stream.subscribe });
  return (
    <p data-testid={id}>
      {query.isPending ? 'pending' : (query.data ?? '')}
      {query.isError ? ` error:${query.error.message}` : ''}
    </p>
  );
}

const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('live queries', () => {
  it('lets several observers of one key share a single listener', async () => {
    const { wrapper } = setup();
    const stream = createStream<string>();
    render(
      <>
        <Reader id="a" stream={stream} />
        <Reader id="b" stream={stream} />
        <Reader id="c" stream={stream} />
      </>,
      { wrapper },
    );
    await waitFor(() => expect(stream.active).toBe(1));
    stream.emit('hello');
    await waitFor(() => expect(['a', 'b', 'c'].map((id) => screen.getByTestId(id).textContent)).toEqual(['hello', 'hello', 'hello']));
    stream.emit('hello again');
    await waitFor(() => expect(screen.getByTestId('c')).toHaveTextContent('hello again'));
    expect(stream.subscribeCalls).toBe(1);
  });

  it('stops the listener a grace period after the last observer leaves, not before', async () => {
    const { wrapper } = setup();
    const stream = createStream<string>();
    const view = render(<Reader id="a" stream={stream} />, { wrapper });
    await waitFor(() => expect(stream.active).toBe(1));
    stream.emit('v1');
    view.unmount();
    expect(stream.active).toBe(1);
    await wait(GRACE_MS * 3);
    expect(stream.active).toBe(0);
  });

  it('keeps the listener when an observer comes back within the grace period', async () => {
    const { wrapper } = setup();
    const stream = createStream<string>();
    const first = render(<Reader id="a" stream={stream} />, { wrapper });
    await waitFor(() => expect(stream.active).toBe(1));
    stream.emit('v1');
    first.unmount();
    render(<Reader id="b" stream={stream} />, { wrapper });
    await wait(GRACE_MS * 3);
    expect(screen.getByTestId('b')).toHaveTextContent('v1');
    expect(stream.active).toBe(1);
    expect(stream.subscribeCalls).toBe(1);
  });

  it('shows cached data at once on a remount and restarts the listener', async () => {
    const { wrapper } = setup();
    const stream = createStream<string>();
    const first = render(<Reader id="a" stream={stream} />, { wrapper });
    await waitFor(() => expect(stream.active).toBe(1));
    stream.emit('cached');
    await screen.findByText('cached');
    first.unmount();
    await wait(GRACE_MS * 3);
    expect(stream.active).toBe(0);

    render(<Reader id="b" stream={stream} />, { wrapper });
    expect(screen.getByTestId('b')).toHaveTextContent('cached');
    await waitFor(() => expect(stream.active).toBe(1));
    stream.emit('fresh');
    await waitFor(() => expect(screen.getByTestId('b')).toHaveTextContent('fresh'));
    expect(stream.subscribeCalls).toBe(2);
  });

  it('errors the query when the stream fails before its first value', async () => {
    const { wrapper } = setup();
    const stream = createStream<string>();
    render(<Reader id="a" stream={stream} />, { wrapper });
    await waitFor(() => expect(stream.active).toBe(1));
    stream.fail(new Error('permission-denied'));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('error:permission-denied'));
    expect(stream.active).toBe(0);
  });

  it('keeps the data and shows the error when the stream fails after a value', async () => {
    const { wrapper } = setup();
    const stream = createStream<string>();
    render(<Reader id="a" stream={stream} />, { wrapper });
    await waitFor(() => expect(stream.active).toBe(1));
    stream.emit('kept');
    await screen.findByText('kept');
    stream.fail(new Error('unavailable'));
    await waitFor(() => expect(screen.getByTestId('a')).toHaveTextContent('kept error:unavailable'));
  });

  it('detaches the listener when the query is removed (as on sign-out)', async () => {
    const { client, wrapper, registry } = setup();
    const stream = createStream<string>();
    render(<Reader id="a" stream={stream} />, { wrapper });
    await waitFor(() => expect(stream.active).toBe(1));
    stream.emit('private');
    act(() => client.removeQueries({ queryKey: ['greeting'] }));
    expect(stream.active).toBe(0);
    expect(registry.size).toBe(0);
  });

  it('keeps exactly one listener under StrictMode', async () => {
    const { wrapper } = setup();
    const stream = createStream<string>();
    render(
      <StrictMode>
        <Reader id="a" stream={stream} />
      </StrictMode>,
      { wrapper },
    );
    await waitFor(() => expect(stream.active).toBe(1));
    stream.emit('once');
    await screen.findByText('once');
    await wait(GRACE_MS * 3);
    expect(stream.active).toBe(1);
    expect(stream.subscribeCalls).toBe(1);
  });
});
