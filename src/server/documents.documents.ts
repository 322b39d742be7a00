import { graphql } from '~/gql'

// My documents (issue 29, spec part 2 §7): one listing read carries the folder, its path, its
// contents and the storage bar, so the page makes one API round trip.

export const DocumentFolderFields = graphql(`
  fragment DocumentFolderFields on Folder {
    id
    name
    parent_id
    updated_at
    size
    doctors {
      id
      first_name
      last_name
      avatar
    }
  }
`)

export const DocumentsListingDocument = graphql(`
  query DocumentsListing($folder_id: ID, $sort_option: Int, $search: String) {
    getFolders(folder_id: $folder_id, sort_option: $sort_option, search: $search) {
      folder {
        ...DocumentFolderFields
      }
      path {
        id
        name
      }
      children {
        ...DocumentFolderFields
      }
      files {
        id
        name
        size
        mime
        updated_at
        folder_id
      }
    }
    getStorageSize {
      unit
      used
      limit
      percent
      used_bytes
      limit_bytes
      level
      locked
    }
  }
`)

export const RelatedDoctorsDocument = graphql(`
  query DocumentsRelatedDoctors {
    getRelatedDoctors {
      id
      first_name
      last_name
      avatar
    }
  }
`)

export const DocumentAccessLogDocument = graphql(`
  query DocumentAccessLog($folder_id: ID, $file_id: ID) {
    getAccessLog(folder_id: $folder_id, file_id: $file_id) {
      id
      doctor {
        id
        first_name
        last_name
        avatar
      }
      file_id
      file_name
      folder_id
      action
      at
    }
  }
`)

export const CreateFolderDocument = graphql(`
  mutation CreateDocumentFolder($name: String!, $parent_id: ID) {
    createFolder(name: $name, parent_id: $parent_id) {
      id
    }
  }
`)

export const RenameFolderDocument = graphql(`
  mutation RenameDocumentFolder($id: ID!, $input: FolderInput!) {
    updateFolder(id: $id, input: $input) {
      id
    }
  }
`)

export const DeleteFolderDocument = graphql(`
  mutation DeleteDocumentFolder($id: ID!) {
    deleteFolder(id: $id) {
      message
    }
  }
`)

export const DeleteFileDocument = graphql(`
  mutation DeleteDocumentFile($id: ID!) {
    deleteFile(id: $id) {
      message
    }
  }
`)

export const DiscardUploadDocument = graphql(`
  mutation DiscardUpload($id: ID!) {
    discardUpload(id: $id) {
      message
    }
  }
`)

export const AttachFilesDocument = graphql(`
  mutation AttachDocumentFiles($file_ids: [ID!]!, $folder_id: ID) {
    attachFileToFolder(file_ids: $file_ids, folder_id: $folder_id) {
      message
    }
  }
`)

export const ShareFolderDocument = graphql(`
  mutation ShareDocumentFolder($folder_id: ID!, $doctor_ids: [ID!]!) {
    shareFolder(folder_id: $folder_id, doctor_ids: $doctor_ids) {
      id
    }
  }
`)

export const RevokeFolderAccessDocument = graphql(`
  mutation RevokeDocumentFolderAccess($folder_id: ID!, $doctor_ids: [ID!]!) {
    deleteFolderAccess(folder_id: $folder_id, doctor_ids: $doctor_ids) {
      id
    }
  }
`)
