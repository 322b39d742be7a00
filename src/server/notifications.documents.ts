import { graphql } from '~/gql'

/** Notifications (issue 14, spec part 2 §3, §7). */

export const NotificationsDocument = graphql(`
  query Notifications($pagination: PaginationInput, $read: Int) {
    getUserNotifications(pagination: $pagination, read: $read) {
      total
      unread_count
      results {
        id
        read
        created_at
        body {
          title
          body
          appointmentId
        }
      }
    }
  }
`)

export const UpdateReadDocument = graphql(`
  mutation UpdateRead($id: ID!) {
    updateRead(id: $id) {
      message
    }
  }
`)

export const RemoveNotificationDocument = graphql(`
  mutation RemoveNotification($id: ID!) {
    removeNotification(id: $id) {
      message
    }
  }
`)
