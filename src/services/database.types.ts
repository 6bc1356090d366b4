export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12.0.2"
  }
  public: {
    Tables: {
      categories: {
        Row: {
          icon: string | null
          id: string
          name_de: string
          name_en: string
          name_fr: string
          name_ru: string
          position: number
        }
        Insert: {
          icon?: string | null
          id: string
          name_de: string
          name_en: string
          name_fr: string
          name_ru: string
          position?: number
        }
        Update: {
          icon?: string | null
          id?: string
          name_de?: string
          name_en?: string
          name_fr?: string
          name_ru?: string
          position?: number
        }
        Relationships: []
      }
      conversations: {
        Row: {
          created_at: string
          event_id: string | null
          group_id: string | null
          id: string
          kind: string
          last_activity_at: string
          last_seq: number
          user_a: string | null
          user_b: string | null
        }
        Insert: {
          created_at?: string
          event_id?: string | null
          group_id?: string | null
          id?: string
          kind: string
          last_activity_at?: string
          last_seq?: number
          user_a?: string | null
          user_b?: string | null
        }
        Update: {
          created_at?: string
          event_id?: string | null
          group_id?: string | null
          id?: string
          kind?: string
          last_activity_at?: string
          last_seq?: number
          user_a?: string | null
          user_b?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "conversations_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: true
            referencedRelation: "events"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversations_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: true
            referencedRelation: "groups"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversations_user_a_fkey"
            columns: ["user_a"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversations_user_b_fkey"
            columns: ["user_b"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      event_private: {
        Row: {
          event_id: string
          online_url: string | null
        }
        Insert: {
          event_id: string
          online_url?: string | null
        }
        Update: {
          event_id?: string
          online_url?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "event_private_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: true
            referencedRelation: "events"
            referencedColumns: ["id"]
          },
        ]
      }
      events: {
        Row: {
          address: string | null
          category_id: string
          city: string | null
          cover_url: string | null
          created_at: string
          description: string
          ends_at: string
          featured: boolean
          going_count: number
          group_id: string | null
          id: string
          is_online: boolean
          max_attendees: number | null
          members_only: boolean
          organizer_id: string
          price: number
          search: string | null
          starts_at: string
          status: string
          time_zone: string
          title: string
          updated_at: string
          venue_name: string | null
          waitlist_count: number
        }
        Insert: {
          address?: string | null
          category_id: string
          city?: string | null
          cover_url?: string | null
          created_at?: string
          description?: string
          ends_at: string
          featured?: boolean
          going_count?: number
          group_id?: string | null
          id?: string
          is_online?: boolean
          max_attendees?: number | null
          members_only?: boolean
          organizer_id: string
          price?: number
          search?: never
          starts_at: string
          status?: string
          time_zone?: string
          title: string
          updated_at?: string
          venue_name?: string | null
          waitlist_count?: number
        }
        Update: {
          address?: string | null
          category_id?: string
          city?: string | null
          cover_url?: string | null
          created_at?: string
          description?: string
          ends_at?: string
          featured?: boolean
          going_count?: number
          group_id?: string | null
          id?: string
          is_online?: boolean
          max_attendees?: number | null
          members_only?: boolean
          organizer_id?: string
          price?: number
          search?: never
          starts_at?: string
          status?: string
          time_zone?: string
          title?: string
          updated_at?: string
          venue_name?: string | null
          waitlist_count?: number
        }
        Relationships: [
          {
            foreignKeyName: "events_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "events_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "groups"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "events_organizer_id_fkey"
            columns: ["organizer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      group_bans: {
        Row: {
          banned_by: string | null
          created_at: string
          group_id: string
          reason: string | null
          user_id: string
        }
        Insert: {
          banned_by?: string | null
          created_at?: string
          group_id: string
          reason?: string | null
          user_id: string
        }
        Update: {
          banned_by?: string | null
          created_at?: string
          group_id?: string
          reason?: string | null
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "group_bans_banned_by_fkey"
            columns: ["banned_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "group_bans_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "groups"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "group_bans_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      group_comments: {
        Row: {
          author_id: string
          body: string
          created_at: string
          group_id: string
          id: string
          reply_to: string | null
          thread_id: string
          updated_at: string
        }
        Insert: {
          author_id: string
          body: string
          created_at?: string
          group_id: string
          id?: string
          reply_to?: string | null
          thread_id: string
          updated_at?: string
        }
        Update: {
          author_id?: string
          body?: string
          created_at?: string
          group_id?: string
          id?: string
          reply_to?: string | null
          thread_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "group_comments_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "group_comments_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "groups"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "group_comments_reply_to_fkey"
            columns: ["reply_to"]
            isOneToOne: false
            referencedRelation: "group_comments"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "group_comments_thread_id_fkey"
            columns: ["thread_id"]
            isOneToOne: false
            referencedRelation: "group_threads"
            referencedColumns: ["id"]
          },
        ]
      }
      group_join_requests: {
        Row: {
          created_at: string
          decided_at: string | null
          decided_by: string | null
          group_id: string
          id: string
          message: string | null
          status: string
          user_id: string
        }
        Insert: {
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          group_id: string
          id?: string
          message?: string | null
          status?: string
          user_id: string
        }
        Update: {
          created_at?: string
          decided_at?: string | null
          decided_by?: string | null
          group_id?: string
          id?: string
          message?: string | null
          status?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "group_join_requests_decided_by_fkey"
            columns: ["decided_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "group_join_requests_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "groups"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "group_join_requests_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      group_members: {
        Row: {
          group_id: string
          joined_at: string
          role: string
          user_id: string
        }
        Insert: {
          group_id: string
          joined_at?: string
          role?: string
          user_id: string
        }
        Update: {
          group_id?: string
          joined_at?: string
          role?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "group_members_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "groups"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "group_members_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      group_threads: {
        Row: {
          author_id: string
          body: string
          comment_count: number
          created_at: string
          group_id: string
          id: string
          pinned: boolean
          title: string
          updated_at: string
        }
        Insert: {
          author_id: string
          body?: string
          comment_count?: number
          created_at?: string
          group_id: string
          id?: string
          pinned?: boolean
          title: string
          updated_at?: string
        }
        Update: {
          author_id?: string
          body?: string
          comment_count?: number
          created_at?: string
          group_id?: string
          id?: string
          pinned?: boolean
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "group_threads_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "group_threads_group_id_fkey"
            columns: ["group_id"]
            isOneToOne: false
            referencedRelation: "groups"
            referencedColumns: ["id"]
          },
        ]
      }
      groups: {
        Row: {
          category_id: string
          city: string | null
          closed_at: string | null
          closed_by: string | null
          cover_url: string | null
          created_at: string
          created_by: string | null
          description: string
          id: string
          is_online: boolean
          member_count: number
          name: string
          privacy: string
          search: string | null
          updated_at: string
        }
        Insert: {
          category_id: string
          city?: string | null
          closed_at?: string | null
          closed_by?: string | null
          cover_url?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          is_online?: boolean
          member_count?: number
          name: string
          privacy?: string
          search?: never
          updated_at?: string
        }
        Update: {
          category_id?: string
          city?: string | null
          closed_at?: string | null
          closed_by?: string | null
          cover_url?: string | null
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          is_online?: boolean
          member_count?: number
          name?: string
          privacy?: string
          search?: never
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "groups_category_id_fkey"
            columns: ["category_id"]
            isOneToOne: false
            referencedRelation: "categories"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "groups_closed_by_fkey"
            columns: ["closed_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "groups_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      message_reads: {
        Row: {
          conversation_id: string
          last_read_message_id: string | null
          last_read_seq: number
          read_at: string
          user_id: string
        }
        Insert: {
          conversation_id: string
          last_read_message_id?: string | null
          last_read_seq?: number
          read_at?: string
          user_id: string
        }
        Update: {
          conversation_id?: string
          last_read_message_id?: string | null
          last_read_seq?: number
          read_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "message_reads_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "message_reads_last_read_message_id_fkey"
            columns: ["last_read_message_id"]
            isOneToOne: false
            referencedRelation: "messages"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "message_reads_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      messages: {
        Row: {
          author_id: string | null
          body: string | null
          client_id: string
          conversation_id: string
          created_at: string
          deleted_at: string | null
          deleted_by: string | null
          edited_at: string | null
          id: string
          image_path: string | null
          reply_to: string | null
          seq: number
        }
        Insert: {
          author_id?: string | null
          body?: string | null
          client_id: string
          conversation_id: string
          created_at?: string
          deleted_at?: string | null
          deleted_by?: string | null
          edited_at?: string | null
          id?: string
          image_path?: string | null
          reply_to?: string | null
          seq?: number
        }
        Update: {
          author_id?: string | null
          body?: string | null
          client_id?: string
          conversation_id?: string
          created_at?: string
          deleted_at?: string | null
          deleted_by?: string | null
          edited_at?: string | null
          id?: string
          image_path?: string | null
          reply_to?: string | null
          seq?: number
        }
        Relationships: [
          {
            foreignKeyName: "messages_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_deleted_by_fkey"
            columns: ["deleted_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_reply_to_fkey"
            columns: ["reply_to"]
            isOneToOne: false
            referencedRelation: "messages"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_outbox: {
        Row: {
          actor_name: string | null
          attempts: number
          claimed_at: string | null
          created_at: string
          dedupe_key: string
          id: number
          last_error: string | null
          next_attempt_at: string
          params: Json
          sent_at: string | null
          status: string
          type: string
          user_id: string
        }
        Insert: {
          actor_name?: string | null
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          dedupe_key: string
          id?: never
          last_error?: string | null
          next_attempt_at?: string
          params?: Json
          sent_at?: string | null
          status?: string
          type: string
          user_id: string
        }
        Update: {
          actor_name?: string | null
          attempts?: number
          claimed_at?: string | null
          created_at?: string
          dedupe_key?: string
          id?: never
          last_error?: string | null
          next_attempt_at?: string
          params?: Json
          sent_at?: string | null
          status?: string
          type?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notification_outbox_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_preferences: {
        Row: {
          email: boolean
          in_app: boolean
          type: string
          user_id: string
        }
        Insert: {
          email: boolean
          in_app: boolean
          type: string
          user_id: string
        }
        Update: {
          email?: boolean
          in_app?: boolean
          type?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notification_preferences_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      notifications: {
        Row: {
          actor_deleted: boolean
          actor_id: string | null
          actor_ids: string[]
          actor_name: string | null
          created_at: string
          group_key: string
          id: number
          others_count: number
          params: Json
          read_at: string | null
          type: string
          user_id: string
        }
        Insert: {
          actor_deleted?: boolean
          actor_id?: string | null
          actor_ids?: string[]
          actor_name?: string | null
          created_at?: string
          group_key: string
          id?: never
          others_count?: number
          params?: Json
          read_at?: string | null
          type: string
          user_id: string
        }
        Update: {
          actor_deleted?: boolean
          actor_id?: string | null
          actor_ids?: string[]
          actor_name?: string | null
          created_at?: string
          group_key?: string
          id?: never
          others_count?: number
          params?: Json
          read_at?: string | null
          type?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "notifications_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          avatar_url: string | null
          bio: string
          city: string
          created_at: string
          deleted_at: string | null
          full_name: string | null
          hide_attended: boolean
          id: string
          interests: string[]
          language: string
          updated_at: string
        }
        Insert: {
          avatar_url?: string | null
          bio?: string
          city?: string
          created_at?: string
          deleted_at?: string | null
          full_name?: string | null
          hide_attended?: boolean
          id: string
          interests?: string[]
          language?: string
          updated_at?: string
        }
        Update: {
          avatar_url?: string | null
          bio?: string
          city?: string
          created_at?: string
          deleted_at?: string | null
          full_name?: string | null
          hide_attended?: boolean
          id?: string
          interests?: string[]
          language?: string
          updated_at?: string
        }
        Relationships: []
      }
      reports: {
        Row: {
          created_at: string
          details: string | null
          id: string
          outcome: string | null
          reason: string
          reporter_id: string
          resolved_at: string | null
          resolved_by: string | null
          target_id: string
          target_type: string
        }
        Insert: {
          created_at?: string
          details?: string | null
          id?: string
          outcome?: string | null
          reason: string
          reporter_id: string
          resolved_at?: string | null
          resolved_by?: string | null
          target_id: string
          target_type: string
        }
        Update: {
          created_at?: string
          details?: string | null
          id?: string
          outcome?: string | null
          reason?: string
          reporter_id?: string
          resolved_at?: string | null
          resolved_by?: string | null
          target_id?: string
          target_type?: string
        }
        Relationships: [
          {
            foreignKeyName: "reports_reporter_id_fkey"
            columns: ["reporter_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reports_resolved_by_fkey"
            columns: ["resolved_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      rsvps: {
        Row: {
          created_at: string
          event_id: string
          id: number
          status: string
          updated_at: string
          user_id: string
        }
        Insert: {
          created_at?: string
          event_id: string
          id?: never
          status: string
          updated_at?: string
          user_id: string
        }
        Update: {
          created_at?: string
          event_id?: string
          id?: never
          status?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "rsvps_event_id_fkey"
            columns: ["event_id"]
            isOneToOne: false
            referencedRelation: "events"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "rsvps_user_id_fkey"
            columns: ["user_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      user_blocks: {
        Row: {
          blocked_id: string
          blocker_id: string
          created_at: string
        }
        Insert: {
          blocked_id: string
          blocker_id?: string
          created_at?: string
        }
        Update: {
          blocked_id?: string
          blocker_id?: string
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_blocks_blocked_id_fkey"
            columns: ["blocked_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_blocks_blocker_id_fkey"
            columns: ["blocker_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      event_catalogue: {
        Row: {
          address: string | null
          category_id: string | null
          city: string | null
          cover_url: string | null
          created_at: string | null
          description: string | null
          ends_at: string | null
          featured: boolean | null
          going_count: number | null
          group_id: string | null
          id: string | null
          is_online: boolean | null
          max_attendees: number | null
          organizer_id: string | null
          price: number | null
          search: string | null
          starts_at: string | null
          status: string | null
          time_zone: string | null
          title: string | null
          updated_at: string | null
          venue_name: string | null
          waitlist_count: number | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_audit_list: {
        Args: {
          p_actor_id?: string
          p_kind?: string
          p_target_type?: string
          p_from?: string
          p_to?: string
          p_limit?: number
          p_offset?: number
        }
        Returns: Json
      }
      admin_audit_record: {
        Args: {
          p_actor_id: string
          p_kind: string
          p_target_type: string
          p_target_id: string
          p_before?: Json
          p_after?: Json
        }
        Returns: string
      }
      admin_close_group: {
        Args: {
          p_group_id: string
          p_actor: string
          p_reason?: string
        }
        Returns: Json
      }
      admin_content_events: {
        Args: {
          p_query?: string
          p_status?: string
          p_featured?: boolean
          p_limit?: number
          p_offset?: number
        }
        Returns: Json
      }
      admin_content_groups: {
        Args: {
          p_query?: string
          p_limit?: number
          p_offset?: number
        }
        Returns: Json
      }
      admin_end_sessions: {
        Args: {
          p_user_id: string
        }
        Returns: number
      }
      admin_feature_event: {
        Args: {
          p_event_id: string
          p_featured: boolean
        }
        Returns: Json
      }
      admin_remove_comment: {
        Args: {
          p_comment_id: string
          p_actor: string
          p_reason?: string
        }
        Returns: Json
      }
      admin_remove_message: {
        Args: {
          p_message_id: string
          p_actor: string
          p_reason?: string
        }
        Returns: Json
      }
      admin_report_queue: {
        Args: {
          p_status?: string
          p_limit?: number
          p_offset?: number
        }
        Returns: Json
      }
      admin_report_target_author: {
        Args: {
          p_target_type: string
          p_target_id: string
        }
        Returns: string
      }
      admin_resolve_reports: {
        Args: {
          p_target_type: string
          p_target_id: string
          p_outcome: string
          p_actor: string
        }
        Returns: number
      }
      admin_stats_overview: {
        Args: {
          p_days: number
        }
        Returns: Json
      }
      admin_stats_top_categories: {
        Args: never
        Returns: Json
      }
      admin_stats_top_cities: {
        Args: never
        Returns: Json
      }
      admin_stats_totals: {
        Args: never
        Returns: Json
      }
      admin_stats_trend: {
        Args: {
          p_days: number
        }
        Returns: Json
      }
      admin_unpublish_event: {
        Args: {
          p_event_id: string
          p_actor: string
          p_reason?: string
        }
        Returns: Json
      }
      admin_users_get: {
        Args: {
          p_user_id: string
        }
        Returns: Json
      }
      admin_users_list: {
        Args: {
          p_query?: string
          p_role?: string
          p_confirmed?: boolean
          p_banned?: boolean
          p_sort?: string
          p_limit?: number
          p_offset?: number
        }
        Returns: Json
      }
      approve_join_request: {
        Args: {
          p_request_id: string
        }
        Returns: undefined
      }
      ban_member: {
        Args: {
          p_group_id: string
          p_user_id: string
          p_reason?: string
        }
        Returns: undefined
      }
      cancel_join_request: {
        Args: {
          p_group_id: string
        }
        Returns: undefined
      }
      cancel_rsvp: {
        Args: {
          p_event_id: string
        }
        Returns: undefined
      }
      conversation_messages: {
        Args: {
          p_conversation_id: string
          p_before_seq?: number
          p_after_seq?: number
          p_limit?: number
        }
        Returns: Database["public"]["Tables"]["messages"]["Row"][]
      }
      decline_join_request: {
        Args: {
          p_request_id: string
        }
        Returns: undefined
      }
      delete_account_data: {
        Args: {
          p_user_id: string
        }
        Returns: undefined
      }
      delete_message: {
        Args: {
          p_message_id: string
        }
        Returns: Database["public"]["Tables"]["messages"]["Row"]
      }
      event_attendees: {
        Args: {
          p_event_id: string
          p_limit?: number
        }
        Returns: Record<string, unknown>[]
      }
      event_catalogue_page: {
        Args: {
          p_from: string
          p_to?: string
          p_q?: string
          p_category?: string
          p_online?: boolean
          p_price?: string
          p_city?: string
          p_sort?: string
          p_offset?: number
          p_limit?: number
          p_cap?: number
          p_organizer?: boolean
        }
        Returns: Json
      }
      group_catalogue_page: {
        Args: {
          p_q?: string
          p_category?: string
          p_city?: string
          p_online?: boolean
          p_sort?: string
          p_offset?: number
          p_limit?: number
          p_cap?: number
        }
        Returns: Json
      }
      group_comments_page: {
        Args: {
          p_thread_id: string
          p_after_created_at?: string
          p_after_id?: string
          p_limit?: number
        }
        Returns: Database["public"]["Tables"]["group_comments"]["Row"][]
      }
      group_members_page: {
        Args: {
          p_group_id: string
          p_after_joined_at?: string
          p_after_user_id?: string
          p_limit?: number
        }
        Returns: Database["public"]["Tables"]["group_members"]["Row"][]
      }
      group_page: {
        Args: {
          p_group_id: string
          p_members?: number
          p_threads?: number
        }
        Returns: Json
      }
      group_thread_page: {
        Args: {
          p_group_id: string
          p_thread_id: string
          p_comments?: number
        }
        Returns: Json
      }
      group_threads_page: {
        Args: {
          p_group_id: string
          p_pinned?: boolean
          p_after_created_at?: string
          p_after_id?: string
          p_limit?: number
        }
        Returns: Database["public"]["Tables"]["group_threads"]["Row"][]
      }
      group_viewer_state: {
        Args: {
          p_group_id: string
        }
        Returns: Record<string, unknown>[]
      }
      is_admin: {
        Args: never
        Returns: boolean
      }
      is_time_zone: {
        Args: {
          p_zone: string
        }
        Returns: boolean
      }
      join_event: {
        Args: {
          p_event_id: string
          p_limit?: number
        }
        Returns: Json
      }
      join_group: {
        Args: {
          p_group_id: string
        }
        Returns: string
      }
      leave_event: {
        Args: {
          p_event_id: string
          p_limit?: number
        }
        Returns: Json
      }
      leave_group: {
        Args: {
          p_group_id: string
        }
        Returns: undefined
      }
      mark_notifications_read: {
        Args: {
          p_ids?: number[]
        }
        Returns: number
      }
      mark_read: {
        Args: {
          p_message_id: string
        }
        Returns: number
      }
      message_images_unreferenced: {
        Args: {
          p_before: string
          p_conversation_id?: string
          p_limit?: number
        }
        Returns: string[]
      }
      my_conversations: {
        Args: {
          p_before_activity?: string
          p_before_id?: string
          p_limit?: number
        }
        Returns: Record<string, unknown>[]
      }
      my_sessions: {
        Args: never
        Returns: Record<string, unknown>[]
      }
      notification_outbox_claim: {
        Args: {
          p_limit?: number
          p_now?: string
          p_lease_seconds?: number
        }
        Returns: Record<string, unknown>[]
      }
      notification_outbox_failed: {
        Args: {
          p_id: number
          p_error: string
          p_now?: string
        }
        Returns: undefined
      }
      notification_outbox_sent: {
        Args: {
          p_id: number
        }
        Returns: undefined
      }
      notification_preferences: {
        Args: never
        Returns: Record<string, unknown>[]
      }
      notification_unsubscribe: {
        Args: {
          p_token: string
        }
        Returns: string
      }
      notifications_page: {
        Args: {
          p_before?: number
          p_limit?: number
          p_unread_only?: boolean
        }
        Returns: Database["public"]["Tables"]["notifications"]["Row"][]
      }
      notifications_unread_count: {
        Args: never
        Returns: number
      }
      notify_event_reminders: {
        Args: {
          p_now?: string
        }
        Returns: number
      }
      notify_unread_messages: {
        Args: {
          p_now?: string
        }
        Returns: number
      }
      pin_thread: {
        Args: {
          p_thread_id: string
          p_pinned?: boolean
        }
        Returns: undefined
      }
      promote_waitlist: {
        Args: {
          p_event_id: string
        }
        Returns: number
      }
      remove_member: {
        Args: {
          p_group_id: string
          p_user_id: string
        }
        Returns: undefined
      }
      report: {
        Args: {
          target_type: string
          target_id: string
          reason: string
          details?: string
        }
        Returns: string
      }
      request_to_join: {
        Args: {
          p_group_id: string
          p_message?: string
        }
        Returns: string
      }
      rsvp: {
        Args: {
          p_event_id: string
        }
        Returns: string
      }
      search_groups: {
        Args: {
          p_q?: string
        }
        Returns: Database["public"]["Tables"]["groups"]["Row"][]
      }
      search_groups_count: {
        Args: {
          p_q?: string
          p_category?: string
          p_city?: string
          p_online?: boolean
          p_cap?: number
        }
        Returns: number
      }
      send_message: {
        Args: {
          p_conversation_id: string
          p_client_id: string
          p_body?: string
          p_image_path?: string
          p_reply_to?: string
        }
        Returns: Database["public"]["Tables"]["messages"]["Row"]
      }
      set_member_role: {
        Args: {
          p_group_id: string
          p_user_id: string
          p_role: string
        }
        Returns: undefined
      }
      set_message_rate_limit: {
        Args: {
          p_max: number
          p_seconds: number
        }
        Returns: undefined
      }
      set_notification_preference: {
        Args: {
          p_type: string
          p_in_app: boolean
          p_email: boolean
        }
        Returns: undefined
      }
      start_direct_conversation: {
        Args: {
          p_user_id: string
        }
        Returns: string
      }
      transfer_ownership: {
        Args: {
          p_group_id: string
          p_user_id: string
        }
        Returns: undefined
      }
      unban_member: {
        Args: {
          p_group_id: string
          p_user_id: string
        }
        Returns: undefined
      }
      unread_total: {
        Args: never
        Returns: number
      }
      user_profile_page: {
        Args: {
          p_user_id: string
        }
        Returns: Json
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
