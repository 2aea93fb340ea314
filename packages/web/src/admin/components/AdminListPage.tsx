import Button from "@mui/material/Button";
import { type AdminEntity, adminMessages } from "@storyframe/core";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { type AdminArea, useAdminAccess } from "../adminAccess";
import { toast } from "../toasts";
import { AdminPageHeading } from "./AdminPageHeading";
import { type AdminColumn, AdminTable } from "./AdminTable";
import { ConfirmDeleteDialog } from "./ConfirmDeleteDialog";
import { RowActions } from "./RowActions";
import type { PagedList } from "./usePagedList";

/** What a list page hands its add/edit dialog: the row being edited, or null to add. */
interface ListFormProps<T> {
  open: boolean;
  editing: T | null;
  onClose(): void;
  onSaved(): void;
}

interface AdminListPageProps<T extends { id: string; name: string }> {
  area: AdminArea;
  entity: AdminEntity;
  heading: string;
  description: string;
  tableTitle: string;
  /** The plural in the search label and the no-match text, e.g. "groups". */
  plural: string;
  /** Shown when there are no rows and no search. */
  emptyText: string;
  addLabel: string;
  addIcon: ReactNode;
  columns: AdminColumn<T>[];
  list: PagedList<T>;
  /** The queries a change makes stale. */
  reloadKey: readonly unknown[];
  remove(id: string): Promise<unknown>;
  form(props: ListFormProps<T>): ReactNode;
}

/** An admin list page: heading, server-paged grid, add/edit dialog and delete confirmation, as the tags allow. */
export function AdminListPage<T extends { id: string; name: string }>(props: AdminListPageProps<T>) {
  const access = useAdminAccess();
  const queryClient = useQueryClient();
  const { list } = props;
  const [editing, setEditing] = useState<T | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const reload = () => queryClient.invalidateQueries({ queryKey: props.reloadKey });
  const canUpdate = access.can(props.area, "update");
  const canDelete = access.can(props.area, "delete");
  const openForm = (row: T | null) => {
    setEditing(row);
    setFormOpen(true);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await props.remove(deleting.id);
      toast.success(adminMessages.deletedEntity(props.entity));
      await reload();
    } catch {
      toast.error(adminMessages.deleteFailed(props.entity));
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  const search = list.gridProps.search.trim();
  return (
    <>
      <AdminPageHeading title={props.heading} description={props.description} />
      <AdminTable
        title={props.tableTitle}
        columns={props.columns}
        rows={list.rows}
        total={list.total}
        rowKey={(row) => row.id}
        loading={list.loading}
        refreshing={list.refreshing}
        error={list.error}
        onRetry={list.retry}
        searchLabel={`Search ${props.plural}`}
        {...list.gridProps}
        emptyText={search ? `No ${props.plural} match “${search}”.` : props.emptyText}
        primaryAction={
          access.can(props.area, "create") ? (
            <Button variant="contained" startIcon={props.addIcon} onClick={() => openForm(null)}>
              {props.addLabel}
            </Button>
          ) : null
        }
        {...(canUpdate || canDelete
          ? {
              actions: (row: T) => (
                <RowActions
                  name={row.name}
                  onEdit={canUpdate ? () => openForm(row) : undefined}
                  onDelete={canDelete ? () => setDeleting(row) : undefined}
                />
              ),
            }
          : {})}
      />
      {props.form({ open: formOpen, editing, onClose: () => setFormOpen(false), onSaved: () => void reload() })}
      <ConfirmDeleteDialog
        entity={props.entity}
        name={deleting?.name ?? null}
        busy={deleteBusy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
