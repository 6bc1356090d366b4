/** /admin/content with its real actors: the one place they are provided. */
import { fromPromise } from 'xstate';
import { adminContentMachine } from '../../../machines/admin/content.machine';
import type {
  ContentAction,
  ContentChange,
  ContentPage,
  ContentQuery,
} from '../../../machines/admin/content.types';
import { applyContentAction, loadContent } from '../../services/admin/content';
import { supabase } from '../../services/supabase';

export const adminContentLogic = adminContentMachine.provide({
  actors: {
    loadContent: fromPromise<ContentPage, ContentQuery>(({ input }) =>
      loadContent(supabase, input),
    ),
    applyAction: fromPromise<ContentChange, ContentAction>(({ input }) =>
      applyContentAction(supabase, input),
    ),
  },
});
