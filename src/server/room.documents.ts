import { graphql } from '~/gql'

/** The video room's way in (issue 14, spec part 1 §4, part 2 §7). */

export const OpenRoomDocument = graphql(`
  mutation OpenRoom($id: ID!) {
    OpenRoom(input: { id: $id }) {
      redirect_url
      meetUrl
      ticket
    }
  }
`)
