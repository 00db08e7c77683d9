import type { Element } from '@catering/domain';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatCurrency } from '../../lib/format';

/**
 * What the saved element costs per portion (docs/costing.md: the server adds up its
 * ingredient amounts at vendor cost), the ingredients left out and why, and the menus
 * that use it.
 */
export function ElementCostingPanel({ element }: { element: Element }) {
  const { costing, menus } = element;
  const problems = costing.lines.filter((line) => line.problem !== null);
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <section aria-labelledby="element-costing-heading">
          <Typography id="element-costing-heading" variant="h6" component="h2">
            Costing
          </Typography>
          <Typography variant="subtitle1">
            {costing.costPerPortion === null
              ? 'Not costed'
              : `Cost per portion ${formatCurrency(costing.costPerPortion, 2)}`}
          </Typography>
          {problems.length > 0 && (
            <>
              <Typography variant="body2" color="text.secondary">
                Not included in the cost:
              </Typography>
              <List dense disablePadding aria-label="Uncosted ingredients">
                {problems.map((line) => (
                  <ListItem key={line.ingredientId} disableGutters>
                    {`${line.name} — ${line.problem}`}
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </section>
        <section aria-labelledby="element-menus-heading">
          <Typography id="element-menus-heading" variant="h6" component="h2">
            Menus
          </Typography>
          {menus.length === 0 ? (
            <Typography color="text.secondary">Not in any menu yet</Typography>
          ) : (
            <List dense disablePadding aria-label="Menus with this element">
              {menus.map((menu) => (
                <ListItem key={menu.id} disableGutters>
                  <Link component={RouterLink} to={`/menus/${menu.id}`}>
                    {menu.name}
                  </Link>
                </ListItem>
              ))}
            </List>
          )}
        </section>
      </Stack>
    </Paper>
  );
}
