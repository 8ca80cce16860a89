import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, subscribeToToasts, toast, TOAST_REMOVE_DELAY_MS } from './toast';

afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it('shows one toast at a time, the newest replacing the one showing', () => {
    toast({ title: 'First' });
    const id = toast({ title: 'Error', description: 'Failed to send message', variant: 'destructive' });
    expect(getToasts()).toEqual([{ id, title: 'Error', description: 'Failed to send message', variant: 'destructive', open: true }]);
  });

  it('defaults to the default variant and an empty description', () => {
    toast({ title: 'Saved' });
    expect(getToasts()[0]).toMatchObject({ title: 'Saved', description: '', variant: 'default' });
  });

  it('closes a dismissed toast at once and removes it after the removal delay', () => {
    vi.useFakeTimers();
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    expect(getToasts()).toMatchObject([{ id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToToasts(listener);
    toast({ title: 'One' });
    dismissToast();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    toast({ title: 'Two' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
