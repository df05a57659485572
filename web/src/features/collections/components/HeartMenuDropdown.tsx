import FolderAddOutlined from '@ant-design/icons/FolderAddOutlined';
import HeartFilled from '@ant-design/icons/HeartFilled';
import HeartOutlined from '@ant-design/icons/HeartOutlined';
import Dropdown from 'antd/es/dropdown';
import { useState, type ReactElement } from 'react';
import { useCurrentUser } from '../../../app/access';
import type { Listing } from '../../listings/listingsApi';
import { useSignInPrompt } from '../../listings/sign-in-prompt';
import { useListingLike } from '../../listings/useListingLike';
import SaveToCollectionDialog from './SaveToCollectionDialog';

interface HeartMenuDropdownProps {
  listing: Pick<Listing, 'id' | 'title' | 'likedByMe' | 'likeCount'>;
  children: ReactElement;
}

/**
 * The heart's menu once loaded (see HeartMenu), open from the click that loaded it. A visitor
 * who picks 'Save to collection' is asked to sign in first.
 */
export default function HeartMenuDropdown({ listing, children }: HeartMenuDropdownProps) {
  const user = useCurrentUser();
  const promptSignIn = useSignInPrompt();
  const { liked, toggle } = useListingLike(listing);
  const [open, setOpen] = useState(true);
  const [saving, setSaving] = useState(false);

  const openSave = () => {
    if (!user) {
      promptSignIn('collection');
      return;
    }
    setSaving(true);
  };

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        menu={{
          items: [
            {
              key: 'save',
              icon: <FolderAddOutlined />,
              label: <span data-testid="heart-menu-save">Save to collection…</span>,
            },
            {
              key: 'like',
              icon: liked ? <HeartFilled /> : <HeartOutlined />,
              label: (
                <span data-testid="heart-menu-like">
                  {liked ? 'Remove from favorites' : 'Add to favorites'}
                </span>
              ),
            },
          ],
          onClick: ({ key, domEvent }) => {
            // The card around the menu's button is a link: a pick is not a visit.
            domEvent.stopPropagation();
            setOpen(false);
            if (key === 'save') openSave();
            else void toggle();
          },
        }}
      >
        {children}
      </Dropdown>
      <SaveToCollectionDialog listing={listing} open={saving} onClose={() => setSaving(false)} />
    </>
  );
}
