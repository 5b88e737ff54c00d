import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Collection } from '@wine/contract/catalogue';
import type { CollectionFlag } from '../api/collectionWrites';

export type CollectionAction = 'edit' | 'qr' | 'feature' | 'unfeature' | 'delete' | { flag: CollectionFlag; value: boolean };

/** The admin-only home page flags and their menu names (spec 001 §2.8). */
export const ADMIN_FLAGS: { flag: CollectionFlag; label: string }[] = [
  { flag: 'isSommlikePicks', label: 'Picks' },
  { flag: 'isTrending', label: 'Trending' },
  { flag: 'isByMoment', label: 'By Moment' },
  { flag: 'isByTerroir', label: 'By Terroir' },
];

interface Props {
  collection: Collection;
  featured: boolean;
  admin: boolean;
  disabled?: boolean;
  onAction: (action: CollectionAction) => void;
}

/** The collection menu: Edit, View QR, Mark/Remove Featured, Delete; admins also the four flags. */
export function CollectionMenu({ collection, featured, admin, disabled, onAction }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = `collection-menu-${collection._id}`;
  const choose = (action: CollectionAction) => {
    setAnchor(null);
    onAction(action);
  };

  return (
    <>
      <IconButton
        aria-label={`Options for ${collection.title}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={disabled}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => choose('edit')}>Edit</MenuItem>
        <MenuItem onClick={() => choose('qr')}>View QR</MenuItem>
        <MenuItem onClick={() => choose(featured ? 'unfeature' : 'feature')}>{featured ? 'Remove Featured' : 'Mark Featured'}</MenuItem>
        {admin
          ? [
              <Divider key="admin-divider" />,
              ...ADMIN_FLAGS.map(({ flag, label }) => {
                const on = collection.customData[flag];
                return (
                  <MenuItem key={flag} onClick={() => choose({ flag, value: !on })}>
                    {on ? `Remove ${label}` : `Mark ${label}`}
                  </MenuItem>
                );
              }),
              <Divider key="delete-divider" />,
            ]
          : null}
        <MenuItem onClick={() => choose('delete')} sx={{ color: 'error.main' }}>
          Delete
        </MenuItem>
      </Menu>
    </>
  );
}
