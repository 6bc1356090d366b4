/**
 * The group form's machine and its cover picker's, with their real actors: the one place they are
 * provided. The groups service loads with the first request.
 */
import { fromPromise } from 'xstate';
import {
  type LoadedGroup,
  type SaveGroupInput,
  groupFormMachine,
} from '../../../machines/groups/group-form.machine';
import { toGroupFormValues } from '../../../machines/groups/group-form.validation';
import { imageUploadLogic, storageUpload } from '../upload/image-upload.logic';
import { groupsService } from './service';

export const groupFormLogic = groupFormMachine.provide({
  actors: {
    loadGroup: fromPromise<LoadedGroup, { groupId: string }>(async ({ input }) => {
      const { group, standing } = await (await groupsService()).getGroup(input.groupId);
      return { values: toGroupFormValues(group), role: standing.role };
    }),
    saveGroup: fromPromise<string, SaveGroupInput>(async ({ input }) => {
      const service = await groupsService();
      const group = input.groupId
        ? await service.updateGroup(input.groupId, input.write)
        : await service.createGroup(input.userId, input.write);
      return group.id;
    }),
  },
});

export const groupCoverUploadLogic = imageUploadLogic(storageUpload('groupCover'));
