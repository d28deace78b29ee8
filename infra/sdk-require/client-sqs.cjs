// The bundle requires @aws-sdk/client-sqs from the runtime instead of importing it (infra/sdk-require.ts).
const sdk = '@aws-sdk/client-sqs';
module.exports = require(sdk);
