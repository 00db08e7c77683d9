import { TAG_MESSAGES } from '@catering/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api';
import { TagForm } from './TagForm';

function renderTagForm(onSubmit = vi.fn(async () => {})) {
  render(<TagForm onSubmit={onSubmit} onCancel={() => {}} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('TagForm', () => {
  it('requires a name', async () => {
    const { onSubmit, user } = renderTagForm();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TAG_MESSAGES.required)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses names of 32 characters or more', async () => {
    const { onSubmit, user } = renderTagForm();
    await user.type(screen.getByLabelText('Tag name'), 'a'.repeat(32));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TAG_MESSAGES.tooLong)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses names with spaces', async () => {
    const { onSubmit, user } = renderTagForm();
    await user.type(screen.getByLabelText('Tag name'), 'gluten free');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TAG_MESSAGES.spaces)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid name in lower case', async () => {
    const { onSubmit, user } = renderTagForm();
    await user.type(screen.getByLabelText('Tag name'), 'Vegan');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'vegan' }));
  });

  it('shows a name conflict under the field', async () => {
    const conflict = new ApiError({ status: 409, code: 'conflict', messages: ['taken'] });
    const { user } = renderTagForm(vi.fn(async () => Promise.reject(conflict)));
    await user.type(screen.getByLabelText('Tag name'), 'vegan');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TAG_MESSAGES.conflict)).toBeInTheDocument();
  });
});
