// The bundle requires @aws-sdk/s3-presigned-post from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/s3-presigned-post';
module.exports = require(sdk);
