// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @dev DAO membership by staked DAO NFTs, readable at past blocks for vote snapshots.
interface IXManStaking {
    /// @dev `account` staked `tokenIds` and now has `stakedCount` staked.
    event Staked(address indexed account, uint256[] tokenIds, uint256 stakedCount);
    /// @dev `account` took back `tokenIds` and now has `stakedCount` staked.
    event Unstaked(address indexed account, uint256[] tokenIds, uint256 stakedCount);

    /// @dev Whether `account` has at least one DAO NFT staked (is an X-Man).
    function isMember(address account) external view returns (bool);

    /// @dev How many DAO NFTs `account` has staked now.
    function stakedCount(address account) external view returns (uint256);

    /// @dev How many DAO NFTs `account` had staked at the end of block `blockNumber`, which must not be
    /// after the current block.
    function stakedCountAt(address account, uint256 blockNumber) external view returns (uint256);
}
