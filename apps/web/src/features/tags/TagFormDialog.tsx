import type { Tag } from '@catering/domain';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useToast } from '../../lib/toast';
import { useCreateTag, useUpdateTag } from './api';
import { TagForm, type TagFormOutput } from './TagForm';

interface TagFormDialogProps {
  open: boolean;
  /** The tag to rename; absent to add a new one. */
  tag?: Tag;
  onClose: () => void;
}

export function TagFormDialog({ open, tag, onClose }: TagFormDialogProps) {
  const titleId = useId();
  const toast = useToast();
  const createTag = useCreateTag();
  const updateTag = useUpdateTag();

  const save = async (values: TagFormOutput) => {
    if (tag && values.updatedAt) {
      await updateTag.mutateAsync({ id: tag.id, name: values.name, updatedAt: values.updatedAt });
      toast.success('Tag has been updated successfully.');
    } else {
      await createTag.mutateAsync({ name: values.name });
      toast.success('Tag has been added successfully.');
    }
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{tag ? 'Edit search keyword' : 'Add search keyword'}</DialogTitle>
      {/* Keyed by tag so reopening the dialog for another tag starts from that tag's name. */}
      <TagForm key={tag?.id ?? 'new'} tag={tag} onSubmit={save} onCancel={onClose} />
    </Dialog>
  );
}
