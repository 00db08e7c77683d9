import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { NavLink } from 'react-router';
import type { NavItem, NavLinkItem } from './navigation-items';

interface NavigationListProps {
  items: NavItem[];
  onNavigate?: () => void;
  onLogout: () => void;
}

export function NavigationList({ items, onNavigate, onLogout }: NavigationListProps) {
  return (
    <List component="nav" aria-label="main navigation" dense>
      {items.map((item) =>
        item.kind === 'link' ? (
          <NavigationLink key={item.to} item={item} onNavigate={onNavigate} />
        ) : (
          <NavigationGroup
            key={item.label}
            label={item.label}
            items={item.children}
            onNavigate={onNavigate}
          />
        ),
      )}
      <ListItemButton onClick={onLogout}>
        <ListItemText primary="Logout" />
      </ListItemButton>
    </List>
  );
}

function NavigationLink(props: { item: NavLinkItem; nested?: boolean; onNavigate?: () => void }) {
  const { item, nested, onNavigate } = props;
  return (
    <ListItemButton
      component={NavLink}
      to={item.to}
      // The scheduling link carries a market id; any month under it still counts as "here".
      end={!item.to.includes('/scheduling')}
      onClick={onNavigate}
      sx={{ pl: nested ? 4 : 2, '&.active': { bgcolor: 'action.selected', fontWeight: 600 } }}
    >
      <ListItemText primary={item.label} />
    </ListItemButton>
  );
}

function NavigationGroup(props: { label: string; items: NavLinkItem[]; onNavigate?: () => void }) {
  // Groups start open: most users work across all of them and the list is short.
  const [open, setOpen] = useState(true);
  const groupId = `nav-group-${props.label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <>
      <ListItemButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={groupId}
      >
        <ListItemText primary={props.label} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={groupId} component="div" disablePadding dense>
          {props.items.map((item) => (
            <NavigationLink key={item.to} item={item} nested onNavigate={props.onNavigate} />
          ))}
        </List>
      </Collapse>
    </>
  );
}
