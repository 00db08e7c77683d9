import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it('confirms once: not again while the action runs, nor while the dialog fades out', async () => {
    const onConfirm = vi.fn();
    const dialog = (state: { open: boolean; busy: boolean }) => (
      <ConfirmDialog
        {...state}
        title="Remove tag"
        message="Are you sure?"
        confirmLabel="Remove"
        destructive
        onConfirm={onConfirm}
        onCancel={() => {}}
      />
    );
    // Presses a disabled button too, as a hurried second click would try to.
    const user = userEvent.setup({
      delay: null,
      pointerEventsCheck: PointerEventsCheckLevel.Never,
    });
    const { rerender } = render(dialog({ open: true, busy: false }));
    const confirm = screen.getByRole('button', { name: 'Remove' });

    await user.click(confirm);
    rerender(dialog({ open: true, busy: true }));
    expect(confirm).toBeDisabled();
    await user.click(confirm);

    // Settled: busy is off while the dialog is still on screen, fading out.
    rerender(dialog({ open: false, busy: false }));
    expect(confirm).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.click(confirm);

    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
