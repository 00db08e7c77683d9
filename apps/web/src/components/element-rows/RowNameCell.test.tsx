import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableRow from '@mui/material/TableRow';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RowNameCell } from './RowNameCell';

const LONG_NAME = 'Slow-Braised Short Rib with Roasted Garlic Mashed Potatoes and Red Wine Jus';

const inRow = (cell: ReactNode) =>
  render(
    <MemoryRouter>
      <Table>
        <TableBody>
          <TableRow>{cell}</TableRow>
        </TableBody>
      </Table>
    </MemoryRouter>,
  );

describe('RowNameCell (a name cut to fit the element tables)', () => {
  it('links the element by its whole name and shows that name in a tooltip', async () => {
    const user = userEvent.setup({ delay: null });
    inRow(<RowNameCell name={LONG_NAME} to="/elements/e1" />);
    const link = screen.getByRole('link', { name: LONG_NAME });
    expect(link).toHaveAttribute('href', '/elements/e1');
    await user.hover(link);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(LONG_NAME);
  });

  it('reads the whole name and notes, and shows them in a tooltip, keyboard-reachable', async () => {
    const user = userEvent.setup({ delay: null });
    inRow(<RowNameCell name={LONG_NAME} notes={['Label: Short Rib', 'Alternative: Tofu']} />);
    // Screen readers read the cell whole: the cut is only visual.
    expect(screen.getByRole('cell')).toHaveTextContent(
      `${LONG_NAME}Label: Short RibAlternative: Tofu`,
    );
    // Focusable, so the keyboard opens the tooltip too (jsdom has no :focus-visible, the
    // journey wide-tables.e2e.ts checks that in the browser).
    await user.tab();
    expect(screen.getByText(LONG_NAME)).toHaveFocus();
    await user.hover(screen.getByText(LONG_NAME));
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent(LONG_NAME);
    expect(within(tooltip).getByText(/Alternative: Tofu/)).toBeInTheDocument();
  });
});
